import { beforeEach, describe, expect, it } from 'vitest';

import { notificationIntentId, standingNoticeIntentId } from '@careshift/db';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';

import { systemClock } from '../clock';
import { businessMetricsOn } from '../http/metrics';
import { createRecordingSender } from '../notifications/message-sender';
import type { MessageSender } from '../notifications/message-sender';
import { createShiftNotifier } from '../notifications/shift-notifier';
import { claimShift } from '../shifts/claim-shift';
import type { ShiftDeps } from '../shifts/shift-deps';
import { cancelShift } from '../shifts/shift-moves';
import { addPartner, IDS, nicosiaAt, phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { runLicenceSweep } from './licence-sweep';
import { RETRY_AFTER_MS, runNotificationRetry } from './notification-retry';
import { runShiftSweep } from './shift-sweep';

const noMetrics = businessMetricsOn({ addMetric: () => undefined } as never);

/**
 * The notification outbox (issue 15, item 3): a shift change commits with its notification intent even
 * when SNS and SES fail; the retry job sends what was not sent, once, and nothing is lost or sent twice.
 */
describe('notification outbox', () => {
  let repos: Repositories;
  let shiftId: string;

  const depsWith = (sender: MessageSender): ShiftDeps => ({
    ...repos,
    clock: systemClock,
    metrics: noMetrics,
    notifier: createShiftNotifier({ ...repos, sender, logError: () => undefined }),
  });
  const retryDepsWith = (sender: MessageSender) => ({
    ...depsWith(sender),
    notificationIntents: repos.notificationIntents,
    standing: { ...repos, sender, logError: () => undefined },
  });
  const down: MessageSender = {
    sendSms: () => Promise.reject(new Error('SNS is down')),
    sendEmail: () => Promise.reject(new Error('SES is down')),
  };
  const admin = {
    userId: IDS.admin,
    role: 'SYSTEM_USER' as const,
    clientId: undefined,
    email: undefined,
    phoneNumber: undefined,
    issuedAt: undefined,
  };
  const partner = { ...admin, userId: 'partner-1', role: 'EMPLOYEE' as const };

  // The retry job reads every intent in the table: each test has the fixtures and one open shift in a
  // table of its own.
  beforeEach(async () => {
    const db = await createTestDb();
    repos = await seedShiftFixtures(db.service);
    const { created } = await repos.shifts.createShifts(
      [
        {
          shiftId: 'outbox-shift',
          refNumber: 9001,
          clientId: IDS.clientA,
          clientName: 'Client A',
          positionId: IDS.nurse,
          positionName: 'Nurse',
          positionRates: {
            normalDayHourlyRate: 1,
            normalNightHourlyRate: 1,
            holidayDayHourlyRate: 1,
            holidayNightHourlyRate: 1,
          },
          status: 'VERIFIED',
          cost: { totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 },
          startDate: nicosiaAt(20, '10:00'),
          endDate: nicosiaAt(20, '18:00'),
          deadline: nicosiaAt(19, '10:00'),
          createdBy: IDS.admin,
          createdAt: new Date().toISOString(),
        },
      ],
      { actor: { id: IDS.admin, role: 'SYSTEM_USER' }, at: new Date().toISOString() },
    );
    shiftId = created[0]!.shiftId;
  });

  it('should commit a claim and keep its notices in the outbox while SNS and SES are down', async () => {
    const claimed = await claimShift(depsWith(down), partner, shiftId, '');
    expect(claimed.status).toBe('CLAIMED');
    expect((await repos.shifts.getShift(shiftId))?.status).toBe('CLAIMED');
    const intent = await repos.notificationIntents.getIntent(notificationIntentId(shiftId, 2));
    expect(intent).toMatchObject({
      sent: [],
      notice: { after: { status: 'CLAIMED' }, actorRole: 'EMPLOYEE' },
    });
  });

  it('should send the kept notices once when the services are back, and never again', async () => {
    await claimShift(depsWith(down), partner, shiftId, '');
    const later = new Date(Date.now() + RETRY_AFTER_MS + 1000);
    const { sender, sent } = createRecordingSender();
    const deps = retryDepsWith(sender);
    expect(await runNotificationRetry({ deps, now: later })).toEqual({ retried: 1, busy: 0 });
    // The client's users hear of the claim, the subscribed administrator of the status change.
    expect(sent.map((message) => message.to).sort()).toEqual([
      'admin-updates@example.com',
      'user-a@example.com',
    ]);
    expect(await repos.notificationIntents.getIntent(notificationIntentId(shiftId, 2))).toBeUndefined();
    expect(await runNotificationRetry({ deps, now: later })).toEqual({ retried: 0, busy: 0 });
    expect(sent).toHaveLength(2);
  });

  it('should send only what did not leave when one of two services failed, and remove a done intent at once', async () => {
    // Claimed while the services were up: the claim's notices left and its intent is gone.
    await claimShift(depsWith(createRecordingSender().sender), partner, shiftId, '');
    const { sender, sent } = createRecordingSender();
    const smsDown = { ...sender, sendSms: down.sendSms };
    await cancelShift(depsWith(smsDown), admin, shiftId, 'Ward closed');
    const intentId = notificationIntentId(shiftId, 3);
    const kept = await repos.notificationIntents.getIntent(intentId);
    expect(kept?.sent.length).toBeGreaterThan(0);
    const mailed = sent.length;
    const retry = createRecordingSender();
    const deps = retryDepsWith(retry.sender);
    await runNotificationRetry({ deps, now: new Date(Date.now() + RETRY_AFTER_MS + 1000) });
    expect(retry.sent.map((message) => message.channel)).toEqual(['sms']);
    expect(mailed).toBe(kept?.sent.length);
    expect(await repos.notificationIntents.getIntent(intentId)).toBeUndefined();
  });

  it('should finish a sweep that died after its moves without moving or telling anyone twice', async () => {
    const HOUR = 3_600_000;
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
    const held = { status: 'CLAIMED' as const, claimedBy: 'partner-1', partnerName: 'Maria Georgiou' };
    await repos.shifts.createShifts(
      [
        newShift({ shiftId: 'swept-1', startDate: ago(12), endDate: ago(4), clientId: IDS.clientA, ...held }),
        newShift({
          shiftId: 'swept-2',
          startDate: ago(36),
          endDate: ago(28),
          clientId: IDS.clientA,
          ...held,
        }),
      ],
      contextAt(ago(48)),
    );
    // The run's process dies right after writing each move, before any notice leaves.
    const dying = { shiftChanged: () => Promise.reject(new Error('the function was stopped')) };
    const died = await runShiftSweep({
      deps: { shifts: repos.shifts, notifier: dying },
      now: new Date(),
      limit: 1,
    });
    expect(died.finished).toBe(1);
    const again = await runShiftSweep({ deps: { shifts: repos.shifts, notifier: dying }, now: new Date() });
    expect(again.finished).toBe(1);
    expect(
      (await runShiftSweep({ deps: { shifts: repos.shifts, notifier: dying }, now: new Date() })).finished,
    ).toBe(0);

    const { sender, sent } = createRecordingSender();
    const deps = retryDepsWith(sender);
    const later = new Date(Date.now() + RETRY_AFTER_MS + 1000);
    await runNotificationRetry({ deps, now: later });
    const finishedMail = sent.filter(
      (message) => message.channel === 'email' && /→ Finished$/.test(message.subject),
    );
    expect(finishedMail).toHaveLength(2);
    await runNotificationRetry({ deps, now: later });
    expect(
      sent.filter((message) => message.channel === 'email' && /→ Finished$/.test(message.subject)),
    ).toHaveLength(2);
  });

  it("should keep a partner's restriction notice in the outbox while SNS and SES are down, and send it once later", async () => {
    await addPartner(repos, 'outbox-partner', { lang: 'el' });
    const afterExpiry = new Date('2031-01-02T08:00:00.000Z');
    const result = await runLicenceSweep({
      deps: { ...repos, sender: down, logError: () => undefined },
      now: afterExpiry,
    });
    expect(result.restricted).toBeGreaterThan(0);
    const restricted = await repos.partners.getPartner('outbox-partner');
    expect(restricted).toMatchObject({ status: 'RESTRICTED', restrictedReasonType: 'LICENCE_EXPIRED' });
    const intentId = standingNoticeIntentId('outbox-partner', restricted!.version);
    expect(await repos.notificationIntents.getIntent(intentId)).toMatchObject({
      sent: [],
      notice: { type: 'standing', kind: 'licenceExpired', partnerId: 'outbox-partner' },
    });

    const { sender, sent } = createRecordingSender();
    const later = new Date(afterExpiry.getTime() + RETRY_AFTER_MS + 1000);
    await runNotificationRetry({ deps: retryDepsWith(sender), now: later });
    const toPartner = () =>
      sent.filter(({ to }) => to === phoneOf('outbox-partner') || to === 'outbox-partner@example.com');
    expect(
      toPartner()
        .map(({ channel }) => channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    expect(toPartner()[0]?.text).toMatch(/άδεια άσκησης επαγγέλματός σας έληξε/);
    expect(await repos.notificationIntents.getIntent(intentId)).toBeUndefined();
    await runNotificationRetry({ deps: retryDepsWith(sender), now: later });
    expect(toPartner()).toHaveLength(2);
  });
});
