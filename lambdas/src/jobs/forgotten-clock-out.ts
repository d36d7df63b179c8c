import type {
  ChangeContext,
  PunchRecord,
  Repositories,
  TimesheetDraft,
  TimesheetRecord,
} from '@careshift/db';
import { closeForgottenTimesheet, isClockOutOverdue } from '@careshift/domain/attendance/forgotten-clock-out';
import type { RecordedPunch } from '@careshift/domain/attendance/types';

import { organisationAttendance } from '../attendance/attendance-settings';

export interface ForgottenClockOutDeps {
  attendance: Pick<Repositories['attendance'], 'forEachTimesheet' | 'listPunches' | 'closeTimesheet'>;
  clients: Pick<Repositories['clients'], 'getClient'>;
  logError?: (message: string, details: Record<string, unknown>) => void;
}

/** The assumed punch's key: one per kind and shift, so a rerun cannot add it twice. */
const closingKey = (kind: string) => `missing-clock-out#${kind}`;

const iso = (instant: RecordedPunch['clientTime']) => new Date(instant).toISOString();

function punchRecordOf(timesheet: TimesheetRecord, punch: RecordedPunch): PunchRecord {
  return {
    shiftId: timesheet.shiftId,
    punchId: closingKey(punch.kind),
    employeeId: timesheet.employeeId,
    kind: punch.kind,
    clientTime: iso(punch.clientTime),
    receivedAt: iso(punch.receivedAt ?? punch.clientTime),
    flags: [...(punch.flags ?? [])],
  };
}

const draftOf = ({ version: _v, createdAt: _c, updatedAt: _u, ...draft }: TimesheetRecord): TimesheetDraft =>
  draft;

/** Closes one timesheet; true when written (false: it changed meanwhile, left to the next run). */
async function closeOne(
  deps: ForgottenClockOutDeps,
  timesheet: TimesheetRecord,
  context: ChangeContext,
): Promise<boolean> {
  const { roundingRule } = await organisationAttendance(deps, timesheet.clientId);
  const { summary, punches } = closeForgottenTimesheet(
    {
      plannedStart: timesheet.plannedStart,
      plannedEnd: timesheet.plannedEnd,
      punches: await deps.attendance.listPunches(timesheet.shiftId),
      roundingRule,
    },
    context.at,
  );
  const { breaks: _breaks, ...fields } = summary;
  const result = await deps.attendance.closeTimesheet({
    punches: punches.map((punch) => punchRecordOf(timesheet, punch)),
    before: timesheet,
    after: { ...draftOf(timesheet), ...fields },
    audit: { action: 'timesheet-punch', details: { kind: 'CLOCK_OUT', flags: ['MISSING_CLOCK_OUT'] } },
    context,
  });
  return result.ok;
}

/**
 * The forgotten clock-out (issue 34, attendance-rules.md decision 9): an OPEN timesheet whose punches
 * closed (planned end + 12 h) is closed by the domain — a clock-out at the planned end (or the last punch),
 * flagged MISSING_CLOCK_OUT — and becomes SUBMITTED with its 48 hours, punches, trail and counters at once.
 */
export async function closeForgottenClockOuts(
  deps: ForgottenClockOutDeps,
  context: ChangeContext,
): Promise<{ closed: number; skipped: number }> {
  const overdue: TimesheetRecord[] = [];
  await deps.attendance.forEachTimesheet('OPEN', (timesheet) => {
    if (isClockOutOverdue(timesheet, context.at)) overdue.push(timesheet);
  });
  const result = { closed: 0, skipped: 0 };
  for (const timesheet of overdue) {
    if (await closeOne(deps, timesheet, context)) result.closed += 1;
    else {
      result.skipped += 1;
      deps.logError?.('The timesheet sweep could not close a timesheet', { shiftId: timesheet.shiftId });
    }
  }
  return result;
}
