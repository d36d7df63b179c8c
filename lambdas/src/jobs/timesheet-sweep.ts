import type { Actor, Repositories } from '@careshift/db';
import { isAutoApproveDue } from '@careshift/domain/attendance/transitions';

import { approvedDraft } from '../attendance/timesheet-decisions';
import { timesheetWriter } from '../attendance/timesheet-write';
import type { TimesheetWriteDeps } from '../attendance/timesheet-write';

import { closeForgottenClockOuts } from './forgotten-clock-out';
import type { ForgottenClockOutDeps } from './forgotten-clock-out';

/** The sweep approves with the shifts' billed cost (timesheet-write.ts): the shifts and settings too. */
export interface TimesheetSweepDeps extends ForgottenClockOutDeps, TimesheetWriteDeps {
  attendance: Repositories['attendance'];
}

export interface TimesheetSweepResult {
  approved: number;
  /** Timesheets that changed between the read and the approval (the organisation acted first). */
  skipped: number;
  /** OPEN timesheets whose clock-out was forgotten, closed as SUBMITTED with MISSING_CLOCK_OUT. */
  closed: number;
}

/** The scheduler's actor on the activity trail. */
export const TIMESHEET_SWEEP_ACTOR: Actor = { id: 'timesheet-sweep', role: 'SCHEDULER' };

/**
 * The approval sweep (issue 34 item 3): a SUBMITTED timesheet whose approval window ended (the domain's
 * isAutoApproveDue) is approved by silence, as the organisation's approval would, with its trail entry
 * and counters; one changed meanwhile is left to the next run. First it closes the timesheets whose
 * clock-out was forgotten (forgotten-clock-out.ts), so they start their 48 hours.
 */
export async function runTimesheetSweep(input: {
  deps: TimesheetSweepDeps;
  now: Date;
}): Promise<TimesheetSweepResult> {
  const { deps, now } = input;
  const context = { actor: TIMESHEET_SWEEP_ACTOR, at: now.toISOString() };
  const { closed, skipped } = await closeForgottenClockOuts(deps, context);
  const result: TimesheetSweepResult = { approved: 0, skipped, closed };
  const due = (await deps.attendance.listTimesheetsPastApproval(now.toISOString())).filter((timesheet) =>
    isAutoApproveDue(timesheet, now),
  );
  const shifts = new Map(
    (await deps.shifts.getShifts(due.map((t) => t.shiftId))).map((shift) => [shift.shiftId, shift]),
  );
  const write = timesheetWriter(deps);
  for (const timesheet of due) {
    const change = await write({
      shift: shifts.get(timesheet.shiftId),
      before: timesheet,
      after: approvedDraft(timesheet, context),
      audit: { action: 'timesheet-approve', details: { bySilence: true } },
      context,
    });
    if (change.ok) result.approved += 1;
    else {
      result.skipped += 1;
      deps.logError?.('The timesheet sweep could not approve a timesheet', { shiftId: timesheet.shiftId });
    }
  }
  return result;
}
