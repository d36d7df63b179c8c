import { randomUUID } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { shiftCancelClaim, shiftClaim, shiftWaitlistJoin } from '@careshift/contract';
import type { Partner, Position, ShiftWaitlist } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { failureScreenshots } from './support/failure-screenshots';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');

const run = Date.now().toString(36);
const HOME = `Limassol Seaside Home ${run}`;
const OWNER_EMAIL = `owner.${run}@seaside.example`;
const OWNER_PASSWORD = 'Seaside-owner-1';
const HOUR = 3_600_000;
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);
/** Mobile numbers of this file's partners: holder, first in line, second in line. */
const BASE = Date.now();
const numberOf = (i: number) =>
  `9${[4, 6, 9][i % 3]}${String((BASE + 53 + i * 11) % 1_000_000).padStart(6, '0')}`;
const INVITATION_LINK = /\/i\/[A-Za-z0-9_-]{22}/u;

/**
 * Issue 35 item 3: a waitlisted partner gets a released shift. A partner finds a shift someone else
 * claimed, joins its waitlist on the phone and sees the place in line (English and Greek); the
 * organisation sees how many wait; the holder cancels the claim, the line is invited in order by SMS
 * and the first in line accepts on the phone through the invitation flow.
 */
describe('the waitlist (issue 35): a waitlisted partner gets a released shift', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let home: { id: string; name: string };
  const partners: Partner[] = [];
  let shiftId: string;
  const shown = failureScreenshots();
  let phone: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Night Carer ${run.toUpperCase()}`, [1600, 1800, 2400, 2800]);
    home = await api.createOrganisation({
      name: HOME,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'LIMASSOL',
    });
    for (const [i, [firstName, lastName]] of [
      ['Andreas', 'Holder'],
      ['Eleni', 'Firstinline'],
      ['Marios', 'Secondinline'],
    ].entries()) {
      partners.push(
        await api.createPartner({
          firstName: firstName!,
          lastName: lastName!,
          nationalNumber: numberOf(i),
          email: `${firstName!.toLowerCase()}.${run}@example.com`,
          positionIds: [position.id],
        }),
      );
    }
    shiftId = await api.postShift({
      clientId: home.id,
      positionId: position.id,
      start: new Date(onTheHour().getTime() + 4 * 24 * HOUR),
      idempotencyKey: randomUUID(),
    });
    const holder = await StackApi.asPartner(stack, `+357${numberOf(0)}`);
    const claimed = await holder.call(shiftClaim, { path: { shiftId }, body: { partnerId: '' } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should let a partner join the waitlist of a claimed shift from its page and Find a shift and see the place in line', async () => {
    ({ page: phone } = await newPage(browser, PHONE));
    shown.page = phone;
    await signInPartnerWithSavedSession(phone, stack, api, `+357${numberOf(1)}`);
    // The taken shift's own address says it is taken and offers its waitlist.
    await phone.goto(`${stack.webUrl}/requests/${shiftId}`);
    await phone.getByText('Another partner claimed it.').waitFor();
    await screenshot(phone, 'waitlist-taken-shift-page');
    await phone.getByRole('link', { name: 'Join the waitlist' }).click();
    await phone.waitForURL((url) => url.pathname === `/requests/${shiftId}/waitlist`);
    await phone.getByRole('heading', { name: 'Waitlist', level: 2 }).waitFor();
    const findAShift = new FindAShiftPage(phone, stack.webUrl);
    await findAShift.open();
    const card = findAShift.card(HOME).first();
    await card.getByText('Claimed by another partner').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(phone, 'waitlist-find-a-shift-card');
    await card.getByRole('link', { name: /^Join the waitlist: / }).click();
    await phone.waitForURL((url) => url.pathname === `/requests/${shiftId}/waitlist`);
    await phone.getByRole('heading', { name: 'Waitlist', level: 2 }).waitFor();
    await phone.getByText('Nobody is waiting.').waitFor();
    await phone.getByRole('button', { name: 'Join the waitlist' }).click();
    await phone.getByText('You joined the waitlist: you are number 1 in line.').waitFor();
    await phone.getByText('You are number 1 in line.', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Leave the waitlist' }).waitFor();
    await screenshot(phone, 'waitlist-joined-phone', { axe: true });

    // A second partner joins behind; the first sees it, in Greek too.
    const second = await StackApi.asPartner(stack, `+357${numberOf(2)}`);
    const behind = await second.call<ShiftWaitlist>(shiftWaitlistJoin, { path: { shiftId } });
    expect(behind.body).toMatchObject({ place: 2, count: 2 });
    await phone.goto(`${stack.webUrl}/requests/${shiftId}/waitlist?lang=el`);
    await phone.getByText('Η θέση σας στη σειρά: 1.').waitFor();
    await phone.getByText('2 άτομα σε αναμονή').waitFor();
    await phone.getByRole('button', { name: 'Αποχώρηση από τη λίστα αναμονής' }).waitFor();
    await screenshot(phone, 'waitlist-joined-phone-el');
    await phone.goto(`${stack.webUrl}/requests/${shiftId}/waitlist?lang=en`);
    await phone.getByText('2 partners waiting').waitFor();
  });

  it('should show the organisation how many partners wait on its claimed shift', async () => {
    const { page } = await newPage(browser, DESKTOP);
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    await shell.goto(`/requests/${shiftId}`);
    await page.getByRole('heading', { name: 'Waitlist (2)', level: 2 }).waitFor();
    await page.getByText('2 partners waiting').waitFor();
    await screenshot(page, 'waitlist-organisation-count');
    await page.close();
  });

  it('should invite the line in order when the claim is cancelled, and let the first in line take the shift', async () => {
    shown.page = phone;
    const holder = await StackApi.asPartner(stack, `+357${numberOf(0)}`);
    const releasedAt = new Date();
    const cancelled = await holder.call<{ status: string }>(shiftCancelClaim, {
      path: { shiftId },
      body: { cancellationReason: 'My child is ill.' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('VERIFIED');

    const [first, second] = await Promise.all(
      [1, 2].map((i) =>
        api.outbox.waitFor(`+357${numberOf(i)}`, {
          channel: 'sms',
          since: releasedAt,
          matching: INVITATION_LINK,
        }),
      ),
    );
    expect(second?.body).toMatch(INVITATION_LINK);
    const link = INVITATION_LINK.exec(first?.body ?? '')?.[0] ?? '';
    await phone.goto(`${stack.webUrl}${link}`);
    await phone.getByRole('heading', { name: /^Invitation to shift #\d+$/u }).waitFor();
    await phone.getByRole('button', { name: 'Accept' }).click();
    await phone.getByText('You accepted: the shift is yours.').waitFor();
    await screenshot(phone, 'waitlist-released-shift-accepted');

    const shift = await api.getShift(shiftId);
    expect(shift).toMatchObject({ status: 'CLAIMED', claimedBy: partners[1]!.id });
    // The second in line still waits, now first, for this shift.
    const left = await StackApi.asPartner(stack, `+357${numberOf(2)}`);
    const view = await left.call<ShiftWaitlist>(shiftWaitlistJoin, { path: { shiftId } });
    expect(view.body).toMatchObject({ code: 'ALREADY_WAITING' });
  });
});
