import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';
import type { ChangeContext, TimesheetDraft, TimesheetRecord } from '@careshift/db';
import { ConflictError } from '@careshift/domain';
import {
  approveTimesheet,
  disputeTimesheet,
  settleTimesheet,
} from '@careshift/domain/attendance/transitions';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import type { AttendanceDeps } from './attendance-deps';
import { organisationAttendance } from './attendance-settings';
import { loadAttendanceShift } from './timesheet-access';
import type { AttendanceParty } from './timesheet-access';
import { emptyTimesheet, timesheetView } from './timesheet-view';
import { timesheetWriter } from './timesheet-write';

/** Corrected times as the organisation or an administrator sends them. */
export interface CorrectedTimes {
  actualStart: string;
  actualEnd: string;
  breakMinutes: number;
  reason: string;
}

/** A decision: the timesheet after it (from the domain's transition), and its trail entry. */
type Decide = (
  timesheet: TimesheetRecord,
  context: ChangeContext,
) => Promise<{ after: TimesheetDraft; action: string; details?: Record<string, unknown> }>;

const draftOf = ({ version: _v, createdAt: _c, updatedAt: _u, ...draft }: TimesheetRecord): TimesheetDraft =>
  draft;

/** Decided corrected times as stored, with the reason, who and when. */
const stored = (
  times: { actualStart: string; actualEnd: string; breakMinutes: number },
  reason: string,
  context: ChangeContext,
) => ({
  actualStart: times.actualStart,
  actualEnd: times.actualEnd,
  breakMinutes: times.breakMinutes,
  reason,
  by: context.actor.id,
  at: context.at,
});

/**
 * Loads the shift (404 unless the viewer is one of `parties`), decides on its timesheet (a shift without
 * one is OPEN: the domain refuses), writes it at the version read with its trail entry and counters (an
 * approval or settlement with the shift's billed cost: timesheet-write.ts).
 */
async function decideOn(
  deps: AttendanceDeps,
  viewer: Viewer,
  shiftId: string,
  parties: readonly AttendanceParty[],
  decide: Decide,
  reason?: string,
): Promise<TimesheetView> {
  const { shift } = await loadAttendanceShift(deps, viewer, shiftId, parties);
  const context = changeContextOf(viewer, deps.clock.now().toISOString(), reason);
  const before = (await deps.attendance.getTimesheet(shiftId)) ?? emptyTimesheet(shift);
  const { after, action, details } = await decide(before, context);
  const result = await timesheetWriter(deps)({
    shift,
    before,
    after,
    audit: { action, ...(details ? { details } : {}) },
    context,
  });
  if (!result.ok) throw new ConflictError();
  return timesheetView(result.timesheet, await deps.attendance.listPunches(shiftId));
}

/** The approval of one timesheet (the organisation's, an administrator's or the sweep's). */
export function approvedDraft(timesheet: TimesheetRecord, context: ChangeContext): TimesheetDraft {
  const { status } = approveTimesheet(timesheet);
  return { ...draftOf(timesheet), status, approvedBy: context.actor.id, approvedAt: context.at };
}

/** timesheet-approve: SUBMITTED → APPROVED (the shift's organisation, administrators). */
export function approveShiftTimesheet(deps: AttendanceDeps, viewer: Viewer, shiftId: string) {
  return decideOn(deps, viewer, shiftId, ['organisation', 'administrator'], async (timesheet, context) => ({
    after: approvedDraft(timesheet, context),
    action: 'timesheet-approve',
  }));
}

/**
 * timesheet-dispute: SUBMITTED → DISPUTED within the approval window, with corrected times (validated and
 * rounded by the domain) and a reason; the clocked times stay until an administrator settles.
 */
export function disputeShiftTimesheet(
  deps: AttendanceDeps,
  viewer: Viewer,
  shiftId: string,
  times: CorrectedTimes,
) {
  const decide: Decide = async (timesheet, context) => {
    const { roundingRule } = await organisationAttendance(deps, timesheet.clientId);
    const { status, ...decided } = disputeTimesheet(timesheet, times, context.at, roundingRule);
    const dispute = stored(decided, times.reason, context);
    return {
      after: { ...draftOf(timesheet), status, dispute },
      action: 'timesheet-dispute',
      details: { ...decided },
    };
  };
  return decideOn(deps, viewer, shiftId, ['organisation'], decide, times.reason);
}

/** timesheet-settle: DISPUTED → SETTLED with the final times (administrators): they become the actual times. */
export function settleShiftTimesheet(
  deps: AttendanceDeps,
  viewer: Viewer,
  shiftId: string,
  times: CorrectedTimes,
) {
  const decide: Decide = async (timesheet, context) => {
    const { roundingRule } = await organisationAttendance(deps, timesheet.clientId);
    const { status, ...decided } = settleTimesheet(timesheet, times, roundingRule);
    const settlement = stored(decided, times.reason, context);
    return {
      after: { ...draftOf(timesheet), status, settlement, ...decided },
      action: 'timesheet-settle',
      details: { ...decided },
    };
  };
  return decideOn(deps, viewer, shiftId, ['administrator'], decide, times.reason);
}
