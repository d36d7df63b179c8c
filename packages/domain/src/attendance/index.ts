/**
 * Attendance (issue 34): the public API of the punch, timesheet, rounding, settings and invoicing rules.
 * Pure functions, no I/O. Summary for the data/API layer: /work/notes/attendance-domain-api.md.
 */
export * from './vocabulary';
export * from './types';
export * from './refusal-codes';
export * from './refusal-messages';
export { distanceMetres, isWithinRadius } from './geo';
export * from './facility-point';
export {
  ROUNDING_STEP_MINUTES,
  minutesBetween,
  roundActualInterval,
  roundToRule,
  workedMinutesOf,
} from './rounding';
export { nextPunchKinds, punchSequenceRefusal, punchesInOrder } from './punch-sequence';
export { decidePunch } from './punch-rules';
export { orderedFlags } from './flags';
export { summariseTimesheet, type TimesheetSummaryInput } from './timesheet-summary';
export { decideCorrectedTimes } from './corrected-times';
export {
  approveTimesheet,
  disputeTimesheet,
  isAutoApproveDue,
  isLateAlertDue,
  isPastApproval,
  lateAlertAt,
  settleTimesheet,
} from './transitions';
export {
  ATTENDANCE_SETTINGS_BOUNDS,
  DEFAULT_ATTENDANCE_SETTINGS,
  attendanceSettingsOf,
} from './attendance-settings';
export { isShiftInvoiceable, shiftHours, type ShiftHours } from './invoicing';
export {
  areHoursFinal,
  billedShiftCost,
  needsPunchedBreaks,
  type BilledShift,
  type BilledTimesheet,
  type PricedShift,
} from './billed-cost';
export { actualShiftCost, type ActualCostInput, type ActualTimes } from '../cost/actual-cost';
export { closeForgottenTimesheet, isClockOutOverdue, punchesCloseAt } from './forgotten-clock-out';
