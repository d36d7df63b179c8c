import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import type { ViewerKind } from '../../../hooks/use-viewer';

export type TimesheetAction = 'approve' | 'dispute' | 'settle';

/**
 * What the viewer may do with a timesheet (the contract's access): the organisation approves or
 * disputes one awaiting approval; administrators approve one awaiting approval and settle a dispute.
 */
export function timesheetActions(timesheet: TimesheetView, viewer: ViewerKind): TimesheetAction[] {
  if (viewer === 'partner') return [];
  if (timesheet.status === 'SUBMITTED') return viewer === 'client' ? ['approve', 'dispute'] : ['approve'];
  if (timesheet.status === 'DISPUTED' && viewer === 'administrator') return ['settle'];
  return [];
}

/** A timesheet the organisation and administrators are shown: once the partner has clocked in. */
export function hasTimesheet(timesheet: TimesheetView | undefined): timesheet is TimesheetView {
  return timesheet !== undefined && (timesheet.punches.length > 0 || timesheet.status !== 'OPEN');
}

/** Worked minutes as whole hours and the minutes left over. */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The organisation and administrators read a shift's timesheet once a partner holds the shift. */
export function readsTimesheet(viewer: ViewerKind, hasPartner: boolean): boolean {
  return viewer !== 'partner' && hasPartner;
}

/** The badge colour of each timesheet status: awaiting someone amber, disputed red, final green. */
export const TIMESHEET_BADGE_COLOURS = {
  OPEN: 'blue',
  SUBMITTED: 'severity-medium',
  APPROVED: 'green',
  DISPUTED: 'red',
  SETTLED: 'green',
} as const satisfies Record<TimesheetView['status'], string>;
