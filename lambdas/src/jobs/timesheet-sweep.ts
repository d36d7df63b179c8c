import type { Actor, Repositories } from '@careshift/db';
import { isAutoApproveDue } from '@careshift/domain/attendance/transitions';

import { approvedDraft } from '../attendance/timesheet-decisions';

import { closeForgottenClockOuts } from './forgotten-clock-out';
import type { ForgottenClockOutDeps } from './forgotten-clock-out';

export interface TimesheetSweepDeps extends ForgottenClockOutDeps {
  attendance: ForgottenClockOutDeps['attendance'] &
    Pick<Repositories['attendance'], 'listTimesheetsPastApproval' | 'changeTimesheet'>;
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
  for (const timesheet of await deps.attendance.listTimesheetsPastApproval(now.toISOString())) {
    if (!isAutoApproveDue(timesheet, now)) continue;
    const change = await deps.attendance.changeTimesheet({
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
