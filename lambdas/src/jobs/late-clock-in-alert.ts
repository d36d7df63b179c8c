import type { Repositories, ShiftRecord } from '@careshift/db';
import { isLateAlertDue } from '@careshift/domain/attendance/transitions';

import { lateAlertDeliveries } from '../notifications/late-alert-notice';
import type { LateAlertSources } from '../notifications/late-alert-notice';
import { messageIntent } from '../notifications/message-notice';
import { toNoticeShift } from '../shifts/shift-notices';

import type { JobInput } from './job-run';

export interface LateAlertDeps extends LateAlertSources {
  shifts: Pick<Repositories['shifts'], 'listShifts'>;
  attendance: Pick<Repositories['attendance'], 'getTimesheets'>;
  idempotency: Repositories['idempotency'];
  notificationIntents: Pick<Repositories['notificationIntents'], 'addIntent'>;
}

export interface LateAlertResult {
  /** Alerts written to the outbox (the sender delivers them). */
  alerted: number;
  /** Alerted already by an earlier run. */
  alreadyAlerted: number;
}

/** Shifts that started within this long are looked at (the domain drops the ended ones). */
const LOOK_BACK_MS = 48 * 3600 * 1000;
/** The "alerted" marker outlives any shift the job looks at. */
const MARKER_TTL_SECONDS = 3 * 24 * 3600;
const PAGE_SIZE = 100;

/** The outbox intent of a shift's late alert: one per shift and partner. */
export const lateAlertIntentId = (shift: Pick<ShiftRecord, 'shiftId' | 'claimedBy'>) =>
  `late-alert#${shift.shiftId}#${shift.claimedBy ?? ''}`;

/** Writes one shift's alert once (an idempotency marker per shift and partner); true when written now. */
async function alertOnce(deps: LateAlertDeps, shift: ShiftRecord, now: Date): Promise<boolean> {
  const key = lateAlertIntentId(shift);
  const start = await deps.idempotency.beginIdempotentRequest(
    { key, requestHash: shift.startDate, now: now.getTime() },
    { ttlSeconds: MARKER_TTL_SECONDS },
  );
  if (start.state !== 'started') return false;
  try {
    const deliveries = await lateAlertDeliveries(deps, toNoticeShift(shift));
    if (deliveries.length > 0)
      await deps.notificationIntents.addIntent(messageIntent(key, deliveries, now.toISOString()));
  } catch (error) {
    await deps.idempotency.releaseIdempotentRequest(key);
    throw error;
  }
  await deps.idempotency.completeIdempotentRequest(key, { alertedAt: now.toISOString() }, now.getTime());
  return true;
}

/**
 * The late clock-in alert (issue 34 item 2): a CLAIMED shift whose partner has not clocked in 15 minutes
 * after the start (the domain's isLateAlertDue) gets ONE notification intent — e-mail to the organisation's
 * users and the administrators with the shift's link (mark a no-show there, or wait), an SMS reminder to
 * the partner — which the outbox sender delivers and the retry job retries.
 */
export async function runLateClockInAlerts(input: JobInput<LateAlertDeps>): Promise<LateAlertResult> {
  const { deps, now } = input;
  const result: LateAlertResult = { alerted: 0, alreadyAlerted: 0 };
  let cursor: string | null = null;
  do {
    const page = await deps.shifts.listShifts({
      filter: {
        statuses: ['CLAIMED'],
        startFrom: new Date(now.getTime() - LOOK_BACK_MS).toISOString(),
        startBefore: now.toISOString(),
      },
      sort: { field: 'startDate', direction: 'asc' },
      cursor,
      limit: PAGE_SIZE,
    });
    const timesheets = await deps.attendance.getTimesheets(page.items.map((shift) => shift.shiftId));
    const due = page.items.filter((shift) =>
      isLateAlertDue(
        {
          status: shift.status,
          plannedStart: shift.startDate,
          plannedEnd: shift.endDate,
          clockedIn: timesheets.has(shift.shiftId),
        },
        now,
      ),
    );
    for (const shift of due) {
      if (await alertOnce(deps, shift, now)) result.alerted += 1;
      else result.alreadyAlerted += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return result;
}
