import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { shiftCreate } from '@careshift/contract';
import type { Partner, Position } from '@careshift/contract';
import { invoiceCreate, invoicePay, invoicesList } from '@careshift/contract/operations/invoices';
import type { Invoice } from '@careshift/contract/operations/invoices';
import { vatAmounts } from '@careshift/domain/invoices/invoice-vat';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { InvoicesPage, NewInvoicePage } from './pages/invoices-pages';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { pdfText } from './support/pdf-text';
import { pdfToPng } from './support/pdf-to-png';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

/** Names no other journey of this run uses. */
const run = Date.now().toString(36);
const ORGANISATION = `Larnaca Care ${run}`;
const OWNER_EMAIL = `owner.${run}@larnaca.example`;
const OWNER_PASSWORD = 'Larnaca-owner-1';
const PARTNER_NUMBER = `96${String(Date.now() % 1_000_000).padStart(6, '0')}`;
/** A Greek name: the invoice PDF must print it in Greek letters. */
const PARTNER = { firstName: 'Σοφία', lastName: `Χαραλάμπους${run.slice(-3).toUpperCase()}` };
const PARTNER_NAME = `${PARTNER.firstName} ${PARTNER.lastName}`;
const SEND_TO = `accounts.${run}@larnaca.example`;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface Session {
  context: BrowserContext;
  page: Page;
}

describe('invoices (issue 12): created from worked shifts, downloaded, sent, paid, pending, cancelled', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let organisation: { id: string; name: string };
  let partner: Partner;
  let administrator: Session;
  /** The worked shifts: the first is invoiced in the browser, the second by the API for the card payment. */
  const shifts: { id: string; refNumber: number }[] = [];
  let invoiceRef: number;
  /** The PENDING invoice of the second shift, made through the API; the partner pays it by card. */
  let cardInvoiceRef: number;
  let shown: Page | undefined;

  /** A shift of the organisation `daysAgo` days ago, 08:00–16:00 UTC, assigned to the partner: worked. */
  const postWorkedShift = async (daysAgo: number): Promise<{ id: string; refNumber: number }> => {
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - daysAgo * DAY_MS + 8 * HOUR_MS);
    const reply = await api.call<{ results: { requestId: string; refNumber: number }[] }>(shiftCreate, {
      body: {
        clientId: organisation.id,
        positionId: position.id,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 8 * HOUR_MS).toISOString(),
            deadline: new Date(start.getTime() - DAY_MS).toISOString(),
            claimedBy: partner.id,
          },
        ],
        idempotencyKey: `invoices-e2e-${run}-${daysAgo}`,
      },
    });
    expect(reply.status).toBe(200);
    const row = reply.body.results[0];
    if (!row?.requestId) throw new Error(`The worked shift was not created: ${JSON.stringify(reply.body)}`);
    return { id: row.requestId, refNumber: row.refNumber };
  };

  const signInWithEmail = async (
    email: string,
    password: string,
    landing: string,
    authenticatorSecret?: string,
  ): Promise<Session> => {
    const session = await newPage(browser, DESKTOP);
    const login = new SignInPage(session.page, stack.webUrl);
    await login.open('?type=client');
    await login.signInWithEmail(email, password, authenticatorSecret);
    await new PortalShell(session.page, stack.webUrl).landOn(landing);
    return session;
  };

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Wound Care Nurse ${run.toUpperCase()}`, [1600, 1850, 2400, 2800]);
    organisation = await api.createOrganisation({
      name: ORGANISATION,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'LARNACA',
    });
    partner = await api.createPartner({
      ...PARTNER,
      nationalNumber: PARTNER_NUMBER,
      email: `sofia.${run}@example.com`,
      positionIds: [position.id],
    });
    shifts.push(await postWorkedShift(3), await postWorkedShift(2));
    administrator = await signInWithEmail(
      admin.username,
      admin.password,
      '/dashboard',
      admin.authenticatorSecret,
    );
  });
  beforeEach(({ task, onTestFailed }) => {
    shown = undefined;
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("should let an administrator create an invoice from a partner's worked shift, with the total shown first", async () => {
    const { page } = administrator;
    shown = page;
    const form = new NewInvoicePage(page, stack.webUrl);
    await form.open();
    await form.submit();
    // The contract's messages: a partner and at least one shift.
    await form.message('Value is required').waitFor();
    await form.choosePartner(PARTNER_NAME);
    const first = shifts[0];
    if (!first) throw new Error('No worked shift');
    await form.selectShift(first.refNumber);
    const stored = await api.getShift(first.id);
    // The invoice adds VAT at the stack's setting, Cyprus's standard 19% (nobody saves another here).
    const { gross } = vatAmounts(stored.cost.companyCommission ?? 0, { ratePercent: 19 });
    const total = `€${(gross / 100).toFixed(2)}`;
    await expect.poll(() => form.total.innerText()).toBe(total);
    await screenshot(page, 'invoices-01-new-invoice');
    await form.submit();

    const list = new InvoicesPage(page, stack.webUrl);
    await page.waitForURL((url) => url.pathname === '/invoices');
    const created = list.message(/^Invoice #\d+ was created/);
    invoiceRef = Number(/#(\d+)/.exec(await created.innerText())?.[1]);
    expect(invoiceRef).toBeGreaterThan(0);
    await expect.poll(() => list.status(invoiceRef)).toBe('Pending');
    expect(await list.text(invoiceRef)).toContain(PARTNER_NAME);
    expect(await list.text(invoiceRef)).toContain(total);
    expect(await list.columnHeaders()).toContain('Partner');
    await screenshot(page, 'invoices-02-administrator-list');

    // Export CSV of the list as filtered: a UTF-8 file with BOM (Excel shows Greek) naming the partner.
    const csv = await list.exportCsv();
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const path = await csv.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toContain(PARTNER_NAME);

    // The same on /requests, for the shifts as filtered (this partner's).
    await page.goto(`${stack.webUrl}/requests?partner=${partner.id}`);
    await page.getByRole('table', { name: 'Requests' }).getByRole('row').nth(1).waitFor();
    const shiftsCsv = readFileSync(await (await list.exportCsv()).path()).toString('utf8');
    expect(shiftsCsv).toContain(String(first.refNumber));
    await list.open();
  });

  it('should download the invoice PDF as INVOICE-{ref}.pdf', async () => {
    const list = new InvoicesPage(administrator.page, stack.webUrl);
    shown = list.page;
    const download = await list.download(invoiceRef);
    expect(download.suggestedFilename()).toBe(`INVOICE-${invoiceRef}.pdf`);
    const directory = new URL('../../.local/e2e-invoices/', import.meta.url);
    mkdirSync(directory, { recursive: true });
    const file = new URL(`INVOICE-${invoiceRef}.pdf`, directory).pathname;
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The partner's Greek name is in the PDF as Greek text, and the page renders it (saved to look at).
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(PARTNER.firstName);
    expect(text).toContain(PARTNER.lastName);
    expect(text).toContain(String(invoiceRef));
    expect(text).toMatch(/(VAT|ΦΠΑ) 19%/);
    const rendered = await pdfToPng(administrator.page, bytes);
    expect(rendered.inked).toBeGreaterThan(0.005);
    writeFileSync(new URL(`INVOICE-${invoiceRef}.png`, directory), rendered.png);
  });

  it('should send the invoice to an address the administrator types ("Email sent!"), the PDF attached', async () => {
    const list = new InvoicesPage(administrator.page, stack.webUrl);
    shown = list.page;
    const since = new Date();
    await list.send(invoiceRef, 'not an address');
    await list.dialog.getByText('Must be valid e-mail address.').waitFor();
    await list.dialog.getByLabel('E-mail').fill(SEND_TO);
    await screenshot(list.page, 'invoices-03-send-modal');
    await list.dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await list.message('Email sent!').waitFor();
    const email = await api.outbox.waitFor(SEND_TO, { channel: 'email', since });
    expect(email.attachments?.map((attachment) => attachment.fileName)).toContain(
      `INVOICE-${invoiceRef}.pdf`,
    );
  });

  it('should mark it paid by bank transfer, back to pending, then cancel it, the row changing in place', async () => {
    const list = new InvoicesPage(administrator.page, stack.webUrl);
    shown = list.page;
    await list.act(invoiceRef, 'Mark Paid');
    await list.dialog.getByRole('button', { name: 'Mark Paid', exact: true }).click();
    // The method is required (spec section 5).
    await list.dialog.getByText('Value is required').waitFor();
    await screenshot(list.page, 'invoices-04-mark-paid-modal');
    await list.dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await list.markPaid(invoiceRef, 'Bank transfer', `TRF-${run}`);
    await expect.poll(() => list.status(invoiceRef)).toBe('Paid');

    await list.confirmAction(invoiceRef, 'Mark Pending', 'Yes, mark it pending!');
    await expect.poll(() => list.status(invoiceRef)).toBe('Pending');

    await list.act(invoiceRef, 'Cancel');
    await list.dialog.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await screenshot(list.page, 'invoices-05-cancel-confirmation');
    await list.dialog.getByRole('button', { name: 'Yes, cancel it!', exact: true }).click();
    await expect.poll(() => list.status(invoiceRef)).toBe('Canceled');
  });

  it('should show an organisation the invoices of its shifts with no partner and no amount', async () => {
    // A PENDING invoice of the second worked shift, made through the API.
    const second = shifts[1];
    if (!second) throw new Error('No second worked shift');
    const stored = await api.getShift(second.id);
    const reply = await api.call<Invoice>(invoiceCreate, {
      body: {
        partnerId: partner.id,
        requests: [{ requestId: second.id, clientId: organisation.id }],
        totalAmount: stored.cost.companyCommission ?? 0,
      },
    });
    expect(reply.status).toBe(200);
    cardInvoiceRef = reply.body.invoiceRef;
    const owner = await signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD, '/requests');
    shown = owner.page;
    try {
      const list = new InvoicesPage(owner.page, stack.webUrl);
      await owner.page.getByRole('link', { name: 'Invoices', exact: true }).click();
      await list.heading.first().waitFor();
      await expect.poll(() => list.status(reply.body.invoiceRef)).toBe('Pending');
      const headers = await list.columnHeaders();
      expect(headers).not.toContain('Partner');
      // Ref, its shifts (ref, position, date), status and date: the commission it bills is not theirs to see.
      expect(headers).toEqual(['Ref', 'Your shifts', 'Status', 'Created']);
      const row = await list.text(reply.body.invoiceRef);
      expect(row).toContain(`Shift #${second.refNumber} (${position.name}`);
      expect(row).not.toContain(PARTNER_NAME);
      expect(row).not.toMatch(/€|Commission/);
      expect(await owner.page.getByRole('main').innerText()).not.toContain('€');
      await screenshot(owner.page, 'invoices-06-organisation-list');
    } finally {
      await owner.context.close();
    }
  });

  it('should let the partner pay by card on a phone through the Stripe twin, PAID only once the webhook came', async () => {
    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      await signIn.signInWithSmsCode(PARTNER_NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');

      const list = new InvoicesPage(page, stack.webUrl);
      await list.open();
      await expect.poll(() => list.status(cardInvoiceRef)).toBe('Pending');
      expect(await list.status(cardInvoiceRef)).not.toBe('Paid');
      await screenshot(page, 'invoices-07-partner-phone');
      await list.act(cardInvoiceRef, 'Pay Invoice');

      // The Stripe twin's hosted checkout page.
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await screenshot(page, 'invoices-08-stripe-twin-checkout');
      await page.getByRole('button', { name: /^Pay / }).click();

      await page.waitForURL((url) => url.pathname === '/invoices');
      // "Payment received" only once the invoice reads PAID (the verified webhook), never on the address alone.
      const notice = page.getByTestId('payment-return');
      await expect
        .poll(() => notice.innerText(), { timeout: 30_000 })
        .toMatch(new RegExp(`Payment received\\s+Invoice #${cardInvoiceRef} is paid`));
      await expect.poll(() => list.status(cardInvoiceRef), { timeout: 30_000 }).toBe('Paid');
      await screenshot(page, 'invoices-09-partner-paid');
    } finally {
      await context.close();
    }
  });

  it('should show the partner a late claim cancellation as a pending penalty, named when it happens', async () => {
    // A shift in three days, assigned to the partner, whose claim deadline (one day before) the clock passes.
    const start = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 3 * DAY_MS);
    const posted = await api.call<{ results: { requestId: string; refNumber: number }[] }>(shiftCreate, {
      body: {
        clientId: organisation.id,
        positionId: position.id,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 8 * HOUR_MS).toISOString(),
            deadline: new Date(start.getTime() - DAY_MS).toISOString(),
            claimedBy: partner.id,
          },
        ],
        idempotencyKey: `invoices-e2e-${run}-late`,
      },
    });
    const late = posted.body.results[0];
    if (!late?.requestId) throw new Error(`The shift was not created: ${JSON.stringify(posted.body)}`);
    const commission = (await api.getShift(late.requestId)).cost.companyCommission ?? 0;
    const amount = `€${(commission / 100).toFixed(2)}`;
    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      await signIn.signInWithSmsCode(PARTNER_NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');
      // The handlers' clock moves past the claim deadline (the browser and the sign-in keep real time).
      await api.setClockOffset(2 * DAY_MS + 10 * 60_000);
      const detail = new RequestDetailPage(page, stack.webUrl);
      await detail.open(late.requestId);
      await detail.action('Cancel Claim').click();
      await detail.dialog.getByRole('textbox', { name: 'Reason' }).fill('Family emergency');
      await detail.dialog.getByRole('button', { name: 'Cancel claim', exact: true }).click();
      await detail
        .notice(
          `Your claim on request #${late.refNumber} was canceled after the claim deadline: a penalty of ${amount} will be on your next invoice.`,
        )
        .waitFor();

      const list = new InvoicesPage(page, stack.webUrl);
      await list.open();
      const penalties = page.getByRole('region', { name: 'Penalties to be invoiced' });
      await penalties.waitFor();
      const text = await penalties.innerText();
      expect(text).toContain('Late claim cancellation');
      expect(text).toContain(`Shift #${late.refNumber}`);
      expect(text).toContain(amount);
      await screenshot(page, 'invoices-10-partner-pending-penalty');
    } finally {
      await api.setClockOffset(0);
      await context.close();
    }
  });

  it("should show the server's message when a refund fails (a card payment recorded by hand)", async () => {
    // A card payment typed in by hand: its payment intent does not exist at the provider, so the refund fails.
    const worked = await postWorkedShift(4);
    const created = await api.call<Invoice>(invoiceCreate, {
      body: { partnerId: partner.id, requests: [{ requestId: worked.id, clientId: organisation.id }] },
    });
    expect(created.status).toBe(200);
    const ref = created.body.invoiceRef;
    const paid = await api.call<Invoice>(invoicePay, {
      path: { invoiceId: created.body.id },
      body: { paymentMethod: 'CARD', paymentProvider: 'STRIPE', transactionId: `pi_by_hand_${run}` },
    });
    expect(paid.body.actions).toContain('refund');
    const list = new InvoicesPage(administrator.page, stack.webUrl);
    shown = list.page;
    await list.open('/invoices?status=PAID');
    await expect.poll(() => list.status(ref)).toBe('Paid');
    await list.act(ref, 'Refund');
    await list.dialog.getByRole('button', { name: 'Yes, refund it!', exact: true }).click();
    const failure = list.dialog.getByText(
      'The card payment service is not available right now (refund). Nothing was changed; try again later.',
    );
    await failure.waitFor();
    expect(await list.dialog.innerText()).toContain('Process Failed!');
    expect(await list.dialog.innerText()).not.toContain('There was an error.');
    await screenshot(list.page, 'invoices-11-refund-failed-message');
    await list.dialog.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await list.status(ref)).toBe('Paid');
  });

  it('should let an administrator refund a card payment the demo seeded, through the Stripe twin', async () => {
    // The list the page shows below, read first: paid invoices and those refunded or being refunded.
    const statuses = 'PAID,PENDING_REFUND,REFUNDED';
    const paid = await api.call<{ items: Invoice[] }>(invoicesList, { query: { statuses } });
    const seeded = paid.body.items.find(
      (invoice) => invoice.actions.includes('refund') && invoice.partnerId !== partner.id,
    );
    if (!seeded) throw new Error('The demo seeded no card-paid invoice on the first page of PAID ones');
    const list = new InvoicesPage(administrator.page, stack.webUrl);
    shown = list.page;
    await list.open(`/invoices?status=${statuses}`);
    await expect.poll(() => list.status(seeded.invoiceRef)).toBe('Paid');
    await list.confirmAction(seeded.invoiceRef, 'Refund', 'Yes, refund it!');
    await list.message(`The refund of invoice #${seeded.invoiceRef} has been requested.`).waitFor();
    // The twin's charge.refunded webhook makes it REFUNDED; the row follows when the list is read again.
    await expect
      .poll(
        async () => {
          await list.page.getByRole('button', { name: 'Refresh' }).first().click();
          return list.status(seeded.invoiceRef).catch(() => '');
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toBe('Refunded');
    await screenshot(list.page, 'invoices-12-administrator-refund');
  });
});
