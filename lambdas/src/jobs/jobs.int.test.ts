import { beforeEach, describe, expect, it } from 'vitest';

import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import { createAwsMessageSender } from '../notifications/aws-message-sender';
import { createShiftNotifier } from '../notifications/shift-notifier';
import type { ShiftChangeNotice } from '../notifications/shift-notifier';
import { phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { runShiftReminders } from './shift-reminders';
import { runShiftSweep } from './shift-sweep';

const HOUR = 3_600_000;
/** The injected clock: every shift below is placed around this instant. */
const NOW = new Date('2031-03-12T09:00:00.000Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

describe('scheduled jobs', () => {
  let repos: Repositories;
  let notices: ShiftChangeNotice[];
  const recordingNotifier = { shiftChanged: async (notice: ShiftChangeNotice) => void notices.push(notice) };

  // The sweeps read the whole table: each test has the shifts below in a table of its own.
  beforeEach(async () => {
    notices = [];
    const db = await createTestDb();
    repos = await seedShiftFixtures(db.service);
    const claimed = {
      status: 'CLAIMED' as const,
      claimedBy: 'partner-1',
      partnerName: 'Maria Georgiou partner-1',
    };
    const shifts = [
      newShift({ shiftId: 'ended-1', startDate: at(-10), endDate: at(-2), ...claimed }),
      newShift({ shiftId: 'ended-2', startDate: at(-30), endDate: at(-22), ...claimed }),
      newShift({ shiftId: 'running', startDate: at(-1), endDate: at(7), ...claimed }),
      newShift({ shiftId: 'past-deadline', startDate: at(20), deadline: at(-1) }),
      newShift({
        shiftId: 'pending-past-deadline',
        startDate: at(40),
        deadline: at(-5),
        status: 'PENDING' as const,
      }),
      newShift({ shiftId: 'still-open', startDate: at(50), deadline: at(26) }),
      newShift({ shiftId: 'tomorrow', startDate: at(20), deadline: at(-4), ...claimed }),
      newShift({ shiftId: 'in-two-days', startDate: at(44), deadline: at(20), ...claimed }),
    ];
    const result = await repos.shifts.createShifts(shifts, contextAt(at(-100)));
    expect(result.failed).toEqual([]);
  });

  it('should finish ended claimed shifts and abandon unclaimed shifts past their claim deadline, once', async () => {
    const openBefore = (await repos.aggregates.readEntityCounts()).openShifts;
    const first = await runShiftSweep({
      deps: { shifts: repos.shifts, notifier: recordingNotifier },
      now: NOW,
    });
    expect(first).toEqual({ finished: 2, abandoned: 2, skipped: 0 });
    const status = async (id: string) => (await repos.shifts.getShift(id))?.status;
    expect(await status('ended-1')).toBe('FINISHED');
    expect(await status('ended-2')).toBe('FINISHED');
    expect(await status('running')).toBe('CLAIMED');
    expect(await status('past-deadline')).toBe('ABANDONED');
    expect(await status('pending-past-deadline')).toBe('ABANDONED');
    expect(await status('still-open')).toBe('VERIFIED');
    expect((await repos.aggregates.readEntityCounts()).openShifts).toBe(openBefore - 1);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: 'ended-1' });
    expect(trail.items.at(-1)).toMatchObject({
      action: 'shift-finish',
      actorId: 'shift-sweep',
      actorRole: 'SCHEDULER',
      to: 'FINISHED',
    });
    expect(
      notices
        .map((notice) => `${notice.after.shiftId}:${notice.before?.status}>${notice.after.status}`)
        .sort(),
    ).toEqual([
      'ended-1:CLAIMED>FINISHED',
      'ended-2:CLAIMED>FINISHED',
      'past-deadline:VERIFIED>ABANDONED',
      'pending-past-deadline:PENDING>ABANDONED',
    ]);
    const second = await runShiftSweep({
      deps: { shifts: repos.shifts, notifier: recordingNotifier },
      now: NOW,
    });
    expect(second).toEqual({ finished: 0, abandoned: 0, skipped: 0 });
  });

  it('should move at most `limit` shifts of a kind per run and leave the rest for the next', async () => {
    const claimed = {
      status: 'CLAIMED' as const,
      claimedBy: 'partner-2',
      partnerName: 'Maria Georgiou partner-2',
    };
    const extra = [1, 2, 3].map((n) =>
      newShift({
        shiftId: `bounded-${n}`,
        startDate: at(-60 - 10 * n),
        endDate: at(-52 - 10 * n),
        ...claimed,
      }),
    );
    const deps = { shifts: repos.shifts, notifier: recordingNotifier };
    // After a sweep at NOW, three more ended shifts are written; 8 hours later `running` has ended too.
    await runShiftSweep({ deps, now: NOW });
    await repos.shifts.createShifts(extra, contextAt(at(-200)));
    const later = new Date(NOW.getTime() + 8 * HOUR);
    const runs = [];
    for (let run = 0; run < 3; run += 1)
      runs.push((await runShiftSweep({ deps, now: later, limit: 2 })).finished);
    expect(runs).toEqual([2, 2, 0]);
    expect((await repos.shifts.getShift('running'))?.status).toBe('FINISHED');
  });

  it('should remind the partner by SMS the day before a claimed shift, once', async () => {
    const notifier = createShiftNotifier({
      ...repos,
      sender: createAwsMessageSender(),
      logError: (message, details) => {
        throw new Error(`${message}: ${JSON.stringify(details)}`);
      },
    });
    const since = new Date();
    const deps = { shifts: repos.shifts, idempotency: repos.idempotency, notifier };
    const first = await runShiftReminders({ deps, now: NOW });
    expect(first).toEqual({ sent: 1, alreadySent: 0, failed: 0 });
    const outbox = createOutboxClient(process.env.SNS_ENDPOINT as string);
    const sms = await outbox.waitFor(phoneOf('partner-1'), { channel: 'sms', since });
    expect(sms.body).toMatch(
      /^CareShift: a reminder of your shift #\d+, 13\/03 07:00-15:00, Apollo Clinic\./,
    );
    const again = await runShiftReminders({ deps, now: new Date(NOW.getTime() + HOUR) });
    expect(again).toEqual({ sent: 0, alreadySent: 1, failed: 0 });
    expect(await outbox.list({ to: phoneOf('partner-1'), channel: 'sms', since })).toHaveLength(1);
  });
});
