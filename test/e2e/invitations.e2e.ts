import { randomUUID } from 'node:crypto';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { shiftInvitationsList, shiftInvite } from '@careshift/contract';
import type { InvitationList, Partner, Position } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { failureScreenshots } from './support/failure-screenshots';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');

const run = Date.now().toString(36);
const HOME = `Paphos Care Home ${run}`;
const OWNER_EMAIL = `owner.${run}@paphos.example`;
const OWNER_PASSWORD = 'Paphos-owner-1';
const HOUR = 3_600_000;
/** Now, on the hour (shifts start in 10-minute steps). */
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);
const NAMES = [
  ['Eleni', 'Charalambous'],
  ['Andreas', 'Loizou'],
  ['Katerina', 'Petrou'],
] as const;
const STARTED = Date.now();
/** The partners’ national numbers, fixed for the run of the file (95…, 96…, 97…). */
const numberOf = (i: number) => `9${5 + i}${String((STARTED + 41 + i * 7) % 1_000_000).padStart(6, '0')}`;
/** An invitation's short link in an SMS: /i/ and the shift's 22-character ref. */
const INVITATION_LINK = /\/i\/[A-Za-z0-9_-]{22}/u;

/**
 * Issue 35 item 2: an organisation opens its open shift, sees "Find someone" rank the partners who can
 * work it, and invites three; each gets an SMS with a short link; one opens it on a phone and accepts
 * (a claim); the other two are told by SMS that the shift is taken.
 */
describe('ranked invitations (issue 35): invite three, one accepts on a phone, the others are told', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let partners: Partner[];
  let shiftId: string;
  let homeId: string;
  let invitedAt: Date;
  const shown = failureScreenshots();

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Care Assistant ${run.toUpperCase()}`, [1500, 1800, 2200, 2600]);
    const home = await api.createOrganisation({
      name: HOME,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'PAPHOS',
    });
    homeId = home.id;
    partners = [];
    for (const [i, [firstName, lastName]] of NAMES.entries())
      partners.push(
        await api.createPartner({
          firstName,
          lastName,
          nationalNumber: numberOf(i),
          email: `${firstName.toLowerCase()}.${run}@example.com`,
          positionIds: [position.id],
        }),
      );
    shiftId = await api.postShift({
      clientId: home.id,
      positionId: position.id,
      start: new Date(onTheHour().getTime() + 4 * 24 * HOUR),
      idempotencyKey: randomUUID(),
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The organisation's owner, signed in on a desktop, on the shift's page (the page failures show). */
  async function openShiftAsOwner(id: string) {
    const { page } = await newPage(browser, DESKTOP);
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    await shell.goto(`/requests/${id}`);
    return page;
  }

  it('should rank the partners who can work the shift and invite three of them', async () => {
    const page = await openShiftAsOwner(shiftId);

    await page.getByRole('heading', { name: 'Find someone' }).waitFor();
    for (const [first, last] of NAMES)
      await page
        .getByRole('row')
        .filter({ hasText: `${first} ${last}` })
        .waitFor();
    await page.getByText('3 of 3 partners of this position can take it.').waitFor();
    await page
      .getByText(/New here · Not rated yet · No late cancellations or no-shows/u)
      .first()
      .waitFor();
    await screenshot(page, 'invitations-find-someone', { axe: true });

    for (const [first, last] of NAMES)
      await page.getByRole('checkbox', { name: `Select ${first} ${last}` }).check();
    invitedAt = new Date();
    await page.getByRole('button', { name: 'Invite 3 partners' }).click();
    await page.getByText('Invitations sent to 3 partners.').waitFor();
    const sent = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Expires' }) });
    await expect.poll(() => sent.getByText('Waiting for an answer').count()).toBe(3);
    await screenshot(page, 'invitations-sent');
    await page.close();
  });

  it('should let one partner accept from the SMS link on a phone, and tell the other two it is taken', async () => {
    const texts = await Promise.all(
      partners.map((_, i) =>
        api.outbox.waitFor(`+357${numberOf(i)}`, {
          channel: 'sms',
          since: invitedAt,
          matching: INVITATION_LINK,
        }),
      ),
    );
    for (const sms of texts) expect(sms.body).toContain('invited');
    const link = INVITATION_LINK.exec(texts[1]?.body ?? '')?.[0] ?? '';

    const { page } = await newPage(browser, PHONE);
    shown.page = page;
    await signInPartnerWithSavedSession(page, stack, api, `+357${numberOf(1)}`);
    await page.goto(`${stack.webUrl}${link}`);
    await page.getByRole('heading', { name: /^Invitation to shift #\d+$/u }).waitFor();
    await page.getByText(`${HOME} invites you to this shift.`, { exact: false }).waitFor();
    await screenshot(page, 'invitations-partner-phone', { axe: true });
    const acceptedAt = new Date();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('You accepted: the shift is yours.').waitFor();
    await screenshot(page, 'invitations-partner-accepted');

    for (const i of [0, 2]) {
      const told = await api.outbox.waitFor(`+357${numberOf(i)}`, {
        channel: 'sms',
        since: acceptedAt,
        matching: /taken by another partner/u,
      });
      expect(told.body).toMatch(/^CareShift: shift #\d+/u);
    }
    const list = await api.call<InvitationList>(shiftInvitationsList, { path: { shiftId } });
    expect(Object.fromEntries(list.body.items.map((i) => [i.partnerId, i.status]))).toEqual({
      [partners[0]!.id]: 'TAKEN',
      [partners[1]!.id]: 'ACCEPTED',
      [partners[2]!.id]: 'TAKEN',
    });
  });

  it('should let the organisation withdraw a pending invitation, and the partner see it withdrawn on a phone', async () => {
    const [first, last] = NAMES[0];
    const other = await api.postShift({
      clientId: homeId,
      positionId: position.id,
      start: new Date(onTheHour().getTime() + 6 * 24 * HOUR),
      idempotencyKey: randomUUID(),
    });
    const invited = await api.call(shiftInvite, {
      path: { shiftId: other },
      body: { partnerIds: [partners[0]!.id] },
    });
    expect(invited.status).toBe(200);

    const page = await openShiftAsOwner(other);
    const withdrawnAt = new Date();
    await page.getByRole('button', { name: `Withdraw the invitation to ${first} ${last}` }).click();
    const dialog = page.getByRole('dialog', { name: `Withdraw the invitation to ${first} ${last}?` });
    await dialog.getByText('can no longer accept this shift').waitFor();
    await screenshot(page, 'invitations-withdraw-confirm');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText(`Invitation to ${first} ${last} withdrawn.`).waitFor();
    const sent = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Expires' }) });
    await sent
      .getByRole('row')
      .filter({ hasText: `${first} ${last}` })
      .getByText('Withdrawn')
      .waitFor();
    await expect(page.getByRole('button', { name: /^Withdraw the invitation/u }).count()).resolves.toBe(0);
    await screenshot(page, 'invitations-withdrawn');
    await page.close();

    const told = await api.outbox.waitFor(`+357${numberOf(0)}`, {
      channel: 'sms',
      since: withdrawnAt,
      matching: /was withdrawn by the organisation/u,
    });
    expect(told.body).toMatch(/^CareShift: your invitation to shift #\d+/u);

    const phone = await newPage(browser, PHONE);
    shown.page = phone.page;
    await signInPartnerWithSavedSession(phone.page, stack, api, `+357${numberOf(0)}`);
    await phone.page.goto(`${stack.webUrl}/invitations/${other}`);
    await phone.page.getByText('This invitation was withdrawn: you can no longer accept it.').waitFor();
    await expect(phone.page.getByRole('button', { name: 'Accept' }).count()).resolves.toBe(0);
    await expect(phone.page.getByText('Answer by').count()).resolves.toBe(0);
    await screenshot(phone.page, 'invitations-partner-withdrawn', { axe: true });
  });
});
