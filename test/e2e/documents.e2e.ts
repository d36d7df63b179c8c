import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { partnerDocumentsList, shiftsList } from '@careshift/contract';
import type { ShiftPage } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { DocumentsPage } from './pages/documents-page';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');
const partner = stack.signIns.find(
  (signIn) => signIn.role === 'EMPLOYEE' && signIn.label.includes('VERIFIED'),
);
const run = Date.now().toString(36);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Greek file name is kept as it is, shown and downloaded under it (issue 32, item 4). */
const LICENCE_NAME = 'Άδεια άσκησης επαγγέλματος.pdf';
const licence = { name: LICENCE_NAME, mimeType: 'application/pdf', buffer: PDF };

async function greek(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('careshift.language', 'el'));
  await page.reload();
}

describe('partner documents (issue 11 item 4): uploaded straight to S3, checked, renamed, shared with the organisation', () => {
  let browser: Browser;
  let api: StackApi;
  let partnerPage: Page;
  let documents: DocumentsPage;
  /** A CLAIMED or FINISHED shift of the partner at an organisation whose owner can sign in. */
  let held: { shiftId: string; email: string; password: string };
  let shown: Page | undefined;

  beforeAll(async () => {
    if (!partner) throw new Error('The e2e stack seeded no VERIFIED demo partner');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    const owners = stack.signIns.filter((signIn) => signIn.method === 'password' && signIn.clientId);
    let shift: ShiftPage['items'][number] | undefined;
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = {
        partnerId: partner.userId,
        statuses: 'CLAIMED,FINISHED',
        ...(cursor ? { cursor } : {}),
      };
      const reply: { body: ShiftPage } = await api.call<ShiftPage>(shiftsList, { query });
      shift = reply.body.items.find((row) => owners.some((owner) => owner.clientId === row.clientId));
      cursor = reply.body.cursor;
    } while (!shift && cursor);
    const owner = owners.find((signIn) => signIn.clientId === shift?.clientId);
    if (!shift || !owner) throw new Error('The demo partner holds no shift of a demo organisation');
    held = { shiftId: shift.id, email: owner.username, password: owner.password };
  });
  beforeEach(({ task, onTestFailed }) => {
    shown = undefined;
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await partnerPage?.context().close();
    await browser?.close();
  });

  it('should let the partner on a phone upload a PDF, shown as a card once S3 has it and the API checked it', async () => {
    ({ page: partnerPage } = await newPage(browser, PHONE));
    shown = partnerPage;
    await signInPartnerWithSavedSession(partnerPage, stack, api, partner!.username);
    await new PortalShell(partnerPage, stack.webUrl).landOn('/find-a-shift');

    documents = new DocumentsPage(partnerPage, stack.webUrl);
    await documents.open();
    // Leftovers of an earlier run on the same stack would disable the button.
    if (await documents.typeButton('Registration').isDisabled()) await documents.remove('Registration');
    if (await documents.card('Registry').count()) await documents.remove('Registry');
    await screenshot(partnerPage, 'documents-01-empty-phone');
    await documents.upload('Registration', licence);
    await documents.dialog.waitFor({ state: 'hidden' });
    await documents.card('Registration').waitFor();
    expect(await documents.card('Registration').innerText()).toContain(LICENCE_NAME);
    expect(await documents.typeButton('Registration').isDisabled()).toBe(true);
    await screenshot(partnerPage, 'documents-02-uploaded-phone');
  });

  it('should refuse a 6 MB file ("File too big!") and an .exe ("exe is not supported") before uploading', async () => {
    shown = partnerPage;
    const big = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 37) };
    await documents.upload('Other', big);
    await expect.poll(() => documents.dialogText()).toContain('File too big!');
    expect(await documents.dialogText()).toContain('File selected is more than 5MB');
    await screenshot(partnerPage, 'documents-03-too-big-phone');
    await documents.closeDialog();

    const exe = {
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00'),
    };
    await documents.upload('Other', exe);
    await expect.poll(() => documents.dialogText()).toContain('exe is not supported');
    expect(await documents.dialogText()).toContain('If you need to upload this file contact support.');
    await screenshot(partnerPage, 'documents-04-exe-phone');
    await documents.closeDialog();
    expect(await documents.card('Other').count()).toBe(0);
  });

  it('should change the document’s type and keep its own name, also for the download', async () => {
    shown = partnerPage;
    await documents.changeType('Registration', 'Registry');
    await documents.card('Registry').waitFor();
    expect(await documents.card('Registry').innerText()).toContain(LICENCE_NAME);
    expect(await documents.card('Registration').count()).toBe(0);
    const download = await documents.download('Registry');
    expect(download.suggestedFilename()).toBe(LICENCE_NAME);
    expect(await readFile((await download.path()) ?? '')).toEqual(PDF);
    await screenshot(partnerPage, 'documents-05-renamed-phone');
    await greek(partnerPage);
    await partnerPage.getByRole('heading', { name: 'Έγγραφα', exact: true }).waitFor();
    await partnerPage.getByText(LICENCE_NAME).waitFor();
    await screenshot(partnerPage, 'documents-06-renamed-phone-el');
    await partnerPage.evaluate(() => localStorage.setItem('careshift.language', 'en'));
    await partnerPage.reload();
    await documents.card('Registry').waitFor();
  });

  it("should name the document types of a type change in the administrator's activity trail, English and Greek (issue 32 item 12)", async () => {
    const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(admin.username, admin.password, admin.authenticatorSecret);
      await new PortalShell(page, stack.webUrl).landOn('/dashboard');
      await page.goto(`${stack.webUrl}/employees/${partner!.userId}/info?lang=en`);
      await page.getByRole('button', { name: /^Activity/ }).click();
      await page.getByText('Document type: Registration → Registry', { exact: true }).first().waitFor();
      expect(await page.getByText('Document type: registration → registry', { exact: true }).count()).toBe(0);
      await screenshot(page, 'documents-05b-type-change-activity-en');
      await page.goto(`${stack.webUrl}/employees/${partner!.userId}/info?lang=el`);
      await page.getByRole('button', { name: /^Ιστορικό/ }).click();
      await page
        .getByText('Τύπος εγγράφου: Άδεια άσκησης επαγγέλματος → Βεβαίωση εγγραφής στο μητρώο', {
          exact: true,
        })
        .first()
        .waitFor();
      await screenshot(page, 'documents-05c-type-change-activity-el');
    } finally {
      await context.close();
    }
  });

  it('should show the documents to the organisation of a shift the partner holds, and 404 to one without', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(held.email, held.password);
      const shell = new PortalShell(page, stack.webUrl);
      await shell.landOn('/requests');
      await shell.goto(`/requests/${held.shiftId}`);
      const detail = new RequestDetailPage(page, stack.webUrl);
      await detail.waitForLoaded();
      await page.getByRole('button', { name: 'Documents' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: 'Registry' }).waitFor();
      expect(await modal.innerText()).toContain(LICENCE_NAME);
      await screenshot(page, 'documents-07-organisation-desktop');
      const downloading = page.waitForEvent('download');
      await modal.getByRole('button', { name: 'Registry' }).click();
      expect((await downloading).suggestedFilename()).toBe(LICENCE_NAME);
    } finally {
      await context.close();
    }

    const password = 'Paphos-owner-1';
    const email = `owner.${run}@paphos.example`;
    const position = await api.createPosition(`Paphos Nurse ${run}`, [1500, 1800, 2200, 2600]);
    await api.createOrganisation({
      name: `Paphos Care ${run}`,
      positionIds: [position.id],
      ownerEmail: email,
      password,
    });
    const stranger = await StackApi.asUser(stack, email, password);
    const refused = await stranger.call(partnerDocumentsList, { path: { partnerId: partner!.userId } });
    expect(refused).toMatchObject({ status: 404, body: { message: 'This partner does not exist.' } });
    const owner = await StackApi.asUser(stack, held.email, held.password);
    expect((await owner.call(partnerDocumentsList, { path: { partnerId: partner!.userId } })).status).toBe(
      200,
    );
  });

  it('should delete the document after "Are you sure?" and say "Document removed."', async () => {
    shown = partnerPage;
    await documents.remove('Registry');
    await documents.notice('Document removed.').waitFor();
    await expect.poll(() => documents.card('Registry').count()).toBe(0);
    expect(await documents.typeButton('Registration').isDisabled()).toBe(false);
    await screenshot(partnerPage, 'documents-08-deleted-phone');

    // The same rules in Greek.
    await greek(partnerPage);
    await partnerPage.getByRole('button', { name: 'Άλλο', exact: true }).click();
    const big = {
      name: 'σάρωση.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(6 * 1024 * 1024, 37),
    };
    await documents.dialog.locator('input[type="file"]').setInputFiles(big);
    await documents.dialog.getByRole('button', { name: 'Ανέβασμα', exact: true }).click();
    await expect.poll(() => documents.dialogText()).toContain('Το αρχείο είναι πολύ μεγάλο!');
    expect(await documents.dialogText()).toContain('Το επιλεγμένο αρχείο είναι μεγαλύτερο από 5MB');
    await screenshot(partnerPage, 'documents-09-too-big-phone-el');
  });
});
