import { beforeAll, describe, expect, it } from 'vitest';

import { shiftPunch } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import { heldShift, punchBody } from '../attendance/testing/attendance-fixtures';
import type { HttpHandler } from '../http/types';
import type { MessageNotice } from '../notifications/message-notice';
import { deliverIntent } from '../notifications/outbox-sender';
import { outboxPollerDeps } from '../notifications/outbox-sender-deps';
import { createSystemRecipientCache } from '../notifications/recipients';
import { caller } from '../shifts/testing/call';
import { claims, phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { lateAlertIntentId, runLateClockInAlerts } from './late-clock-in-alert';
import type { LateAlertDeps } from './late-clock-in-alert';

const APP = 'https://app.example.test';

describe('the late clock-in alert (issue 34 item 2)', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let deps: LateAlertDeps;
  const call = caller(() => handler);
  const outbox = () => createOutboxClient(process.env.SNS_ENDPOINT as string);
  const intentOf = async (shiftId: string, partnerId: string) =>
    repos.notificationIntents.getIntent(lateAlertIntentId({ shiftId, claimedBy: partnerId }));

  beforeAll(async () => {
    const test = await createTestDb();
    process.env.TABLE_NAME = test.tableName;
    repos = await seedShiftFixtures(test.service);
    deps = { ...repos, administrators: createSystemRecipientCache(repos), appUrl: async () => APP };
    ({ handler } = await import('../attendance/handler'));
  });

  it('should write one intent for a claimed shift without a clock-in 15 minutes after its start', async () => {
    const late = await heldShift(repos, { minutes: -20, partnerId: 'partner-2' });
    const early = await heldShift(repos, { minutes: -10, partnerId: 'partner-carer' });
    const present = await heldShift(repos, { minutes: -20, partnerId: 'partner-1' });
    const { latitude: _a, longitude: _b, ...body } = punchBody('CLOCK_IN', new Date());
    const punched = await call(shiftPunch, {
      claims: claims.partner('partner-1'),
      path: { shiftId: present },
      body: { ...body, reason: 'No GPS' },
    });
    expect(punched.status).toBe(200);

    const run = await runLateClockInAlerts({ deps, now: new Date() });
    expect(run.alerted).toBe(1);
    expect(await intentOf(early, 'partner-carer')).toBeUndefined();
    expect(await intentOf(present, 'partner-1')).toBeUndefined();
    const intent = await intentOf(late, 'partner-2');
    const { deliveries } = intent?.notice as MessageNotice;
    const shift = await repos.shifts.getShift(late);
    // The organisation's owner and the administrator by e-mail with the shift's link; the partner (Greek) by SMS.
    expect(deliveries.map((d) => `${d.channel}|${d.to}`).sort()).toEqual(
      ['email|admin-updates@example.com', 'email|user-a@example.com', `sms|${phoneOf('partner-2')}`].sort(),
    );
    const mail = deliveries.find((d) => d.channel === 'email' && d.to === 'user-a@example.com');
    expect(mail).toMatchObject({ subject: `Shift #${shift?.refNumber}: not clocked in yet` });
    expect(mail?.text).toContain('mark a no-show');
    expect(mail?.text).toContain(APP);
    const sms = deliveries.find((d) => d.channel === 'sms');
    expect(sms?.text).toContain('Καταγράψτε την άφιξή σας');

    const again = await runLateClockInAlerts({ deps, now: new Date(Date.now() + 5 * 60_000) });
    expect(again).toMatchObject({ alerted: 1, alreadyAlerted: 1 }); // `early` is due now, `late` is not again
  });

  it('should be delivered by the outbox sender, and not written again once sent', async () => {
    const late = await heldShift(repos, { minutes: -30, partnerId: 'partner-1' });
    const since = new Date();
    expect((await runLateClockInAlerts({ deps, now: since })).alerted).toBe(1);
    const intentId = lateAlertIntentId({ shiftId: late, claimedBy: 'partner-1' });
    expect(await deliverIntent(outboxPollerDeps(), intentId)).toBe('sent');
    const sms = await outbox().waitFor(phoneOf('partner-1'), { channel: 'sms', since });
    expect(sms.body).toContain('Please clock in');
    expect(await repos.notificationIntents.getIntent(intentId)).toBeUndefined();
    await runLateClockInAlerts({ deps, now: new Date() });
    expect(await repos.notificationIntents.getIntent(intentId)).toBeUndefined();
  });
});
