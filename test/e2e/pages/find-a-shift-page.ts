import type { Locator, Page } from 'playwright-core';

/**
 * `/find-a-shift` (spec section 2, "Available shift"): the app download banner and the partner's
 * open and claimed shifts as cards, soonest first, each titled with the position and linking to the
 * shift unless someone else claimed it.
 */
export class FindAShiftPage {
  readonly heading: Locator;
  /** The title of the app download banner. */
  readonly bannerTitle: Locator;
  /** The app download banner: a region named by its title. */
  readonly banner: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'Find a shift', level: 1 });
    this.bannerTitle = page.getByRole('heading', { name: 'Get the CareShift app', exact: true });
    this.banner = page.getByRole('region', { name: 'Get the CareShift app', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/find-a-shift`);
    await this.waitForList();
  }

  /** Waits until the list has arrived: a first card (the loading state shows none). */
  async waitForList(): Promise<void> {
    await this.heading.waitFor();
    await this.page.getByRole('main').getByRole('listitem').first().waitFor();
  }

  /** True when the first card ends within the first screen (no scrolling needed to see it). */
  async firstCardOnFirstScreen(): Promise<boolean> {
    const box = await this.page.getByRole('main').getByRole('listitem').first().boundingBox();
    const height = this.page.viewportSize()?.height ?? 0;
    return box !== null && box.y + box.height <= height;
  }

  /** "Not now" on the app banner: hidden for the rest of the visit. */
  async dismissBanner(): Promise<void> {
    await this.page.getByRole('button', { name: 'Not now', exact: true }).click();
    await this.bannerTitle.waitFor({ state: 'hidden' });
  }

  /** The card of a shift, found by a text it shows (the organisation's name, a date). */
  card(text: string): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ hasText: text });
  }

  /** Opens the shift of a card through its title link. */
  async openShift(card: Locator): Promise<void> {
    await card.getByRole('link').first().click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/requests/'));
  }
}
