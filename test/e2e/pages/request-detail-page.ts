import type { Download, Locator, Page } from 'playwright-core';

/** Q1–Q5 of the review, each rated by its label (spec section 9: Bad … Awesome). */
export type ReviewRating = 'Bad' | 'Good' | 'Very good' | 'Great' | 'Awesome';

export interface ReviewInput {
  /** Punctuality, Professional conduct, Communication, Quality of care, Overall. */
  ratings: [ReviewRating, ReviewRating, ReviewRating, ReviewRating, ReviewRating];
  comment: string;
}

const REVIEW_QUESTIONS = [
  'Punctuality',
  'Professional conduct',
  'Communication',
  'Quality of care',
  'Overall',
] as const;

/** A card of the detail page (Request Details, Price overview, Address, Partner details). */
export class DetailCard {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  /** The value shown under a label of the card's key-value pairs. */
  value(label: string): Locator {
    return this.root
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  }

  /** The value's text as read, without the spacing around icons. */
  async text(label: string): Promise<string> {
    return (await this.value(label).innerText()).trim();
  }
}

/** The review modal: five rows of radio buttons, a comment and Submit review. */
export class ReviewModal {
  constructor(readonly dialog: Locator) {}

  async fill(input: ReviewInput): Promise<void> {
    for (const [index, question] of REVIEW_QUESTIONS.entries()) {
      await this.dialog
        .getByRole('radiogroup', { name: question, exact: true })
        .getByRole('radio', { name: input.ratings[index], exact: true })
        .check();
    }
    await this.dialog.getByRole('textbox', { name: 'Comment' }).fill(input.comment);
  }

  /** "Score: 4.70 out of 5" as the form computes it while it fills in. */
  score(): Locator {
    return this.dialog.getByText(/^Score: .+ out of 5$/);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Submit review', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/**
 * `/requests/{id}` (spec section 2), the view of each role: the position as heading, Request Details
 * with the action buttons the server offers, Price overview, the address and partner cards.
 */
export class RequestDetailPage {
  readonly heading: Locator;
  readonly details: DetailCard;
  readonly price: DetailCard;
  readonly partner: DetailCard;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.details = new DetailCard(page, this.card('Request Details'));
    this.price = new DetailCard(page, this.card('Price overview'));
    this.partner = new DetailCard(page, this.card('Partner details'));
    this.dialog = page.getByRole('dialog');
  }

  /**
   * A Container of the page by the title of its header: the innermost element holding both the title
   * and key-value pairs (document order puts it after every ancestor that matches too).
   */
  card(title: string): Locator {
    return this.page
      .getByRole('main')
      .locator('div')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true, level: 2 }) })
      .filter({ has: this.page.locator('dl') })
      .last();
  }

  async open(requestId: string): Promise<void> {
    await this.page.goto(`${this.webUrl}/requests/${encodeURIComponent(requestId)}`);
    await this.waitForLoaded();
  }

  /** Waits until the shift has arrived (the Request Details card with its status). */
  async waitForLoaded(): Promise<void> {
    await this.details.value('Status').waitFor();
  }

  /** "Request #307 · Kyrenia Care": the header's description. */
  reference(): Locator {
    return this.page.getByText(/^Request #\d+ · /);
  }

  /** The shift's reference number, read from the header. */
  async refNumber(): Promise<number> {
    const text = await this.reference().innerText();
    const match = /#(\d+)/.exec(text);
    if (!match) throw new Error(`No reference number in "${text}"`);
    return Number(match[1]);
  }

  async status(): Promise<string> {
    return this.details.text('Status');
  }

  action(name: string): Locator {
    return this.card('Request Details').getByRole('button', { name, exact: true });
  }

  /** The partner's Claim: confirms in the modal and waits for the success notice. */
  async claim(): Promise<void> {
    await this.action('Claim').click();
    await this.dialog.getByRole('heading', { name: 'Claim this request?' }).waitFor();
    await this.dialog.getByRole('button', { name: 'Claim', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async openReview(): Promise<ReviewModal> {
    await this.action('Add Review').click();
    await this.dialog.getByRole('heading', { name: /^Review request #\d+$/ }).waitFor();
    return new ReviewModal(this.dialog);
  }

  /** Clicks Payment note and returns the browser's download of the PDF. */
  async downloadPaymentNote(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.action('Payment note').click(),
    ]);
    return download;
  }

  /** A Flashbar notice by its exact text. */
  notice(text: string): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
  }

  /** Re-reads the shift with the header's Refresh button and waits for the read to finish. */
  async refresh(): Promise<void> {
    await Promise.all([
      this.page.waitForResponse(
        (response) => /^\/api\/requests\/[^/]+$/.test(new URL(response.url()).pathname) && response.ok(),
      ),
      this.page.getByRole('button', { name: 'Refresh', exact: true }).click(),
    ]);
  }
}
