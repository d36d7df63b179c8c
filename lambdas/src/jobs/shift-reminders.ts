import type { Repositories } from '@careshift/db';

import type { ShiftNotifier } from '../notifications/shift-notifier';
import { toNoticeShift } from '../shifts/shift-notices';

import type { JobInput } from './job-run';

export interface ReminderDeps {
  shifts: Repositories['shifts'];
  idempotency: Repositories['idempotency'];
  notifier: Pick<ShiftNotifier, 'remindPartner'>;
}

export interface ReminderResult {
  sent: number;
  /** Reminded already by an earlier run. */
  alreadySent: number;
  failed: number;
}

/** Partners hear about a claimed shift once, within the day before it starts. */
export const REMINDER_WINDOW_MS = 24 * 3600 * 1000;
/** The "sent" marker outlives the window. */
const MARKER_TTL_SECONDS = 3 * 24 * 3600;
const PAGE_SIZE = 100;

/**
 * The day-before reminder: every CLAIMED shift starting within the next 24 hours whose partner has not
 * been reminded gets one SMS (e-mail without a phone). "Sent" is remembered with an idempotency record
 * per shift, so reruns and overlapping runs send once; a failed send frees the record for the next run.
 */
export async function runShiftReminders(input: JobInput<ReminderDeps>): Promise<ReminderResult> {
  const { deps, now } = input;
  const limit = input.limit ?? 500;
  const result: ReminderResult = { sent: 0, alreadySent: 0, failed: 0 };
  const startBefore = new Date(now.getTime() + REMINDER_WINDOW_MS).toISOString();
  let cursor: string | null = null;
  let seen = 0;
  do {
    const page = await deps.shifts.listShifts({
      filter: { statuses: ['CLAIMED'], startFrom: now.toISOString(), startBefore },
      sort: { field: 'startDate', direction: 'asc' },
      cursor,
      limit: PAGE_SIZE,
    });
    for (const shift of page.items) {
      if (seen >= limit) break;
      seen += 1;
      const key = `shift-reminder#${shift.shiftId}#${shift.claimedBy ?? ''}`;
      const start = await deps.idempotency.beginIdempotentRequest(
        { key, requestHash: shift.startDate, now: now.getTime() },
        { ttlSeconds: MARKER_TTL_SECONDS },
      );
      if (start.state !== 'started') {
        result.alreadySent += 1;
        continue;
      }
      if (await deps.notifier.remindPartner(toNoticeShift(shift))) {
        await deps.idempotency.completeIdempotentRequest(key, { sentAt: now.toISOString() }, now.getTime());
        result.sent += 1;
      } else {
        await deps.idempotency.releaseIdempotentRequest(key);
        result.failed += 1;
      }
    }
    cursor = page.cursor;
  } while (cursor && seen < limit);
  return result;
}
