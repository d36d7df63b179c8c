import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';
import type { Page, TimesheetRecord } from '@careshift/db';
import { addDaysYmd, nicosiaToday, ValidationError } from '@careshift/domain';
import type { TimesheetFlag, TimesheetStatus } from '@careshift/domain/attendance/vocabulary';

import type { Viewer } from '../http/viewer';

import type { AttendanceDeps } from './attendance-deps';
import { startRangeOf } from './day-range';
import { assertOwnClient, loadAttendanceShift } from './timesheet-access';
import { emptyTimesheet, timesheetView } from './timesheet-view';

/** A page of timesheets as list rows (their punches are on the timesheet itself: request-timesheet). */
const rows = (page: Page<TimesheetRecord>) => ({
  items: page.items.map((timesheet) => timesheetView(timesheet, [])),
  cursor: page.cursor,
});

/** request-timesheet: the shift's timesheet and punches (partner holding it, its organisation, admins). */
export async function getTimesheet(
  deps: AttendanceDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<TimesheetView> {
  const { shift } = await loadAttendanceShift(deps, viewer, shiftId, [
    'administrator',
    'organisation',
    'partner',
  ]);
  const [timesheet, punches] = await Promise.all([
    deps.attendance.getTimesheet(shiftId),
    deps.attendance.listPunches(shiftId),
  ]);
  return timesheetView(timesheet ?? emptyTimesheet(shift), punches);
}

/** The most days one request for a partner's own timesheets may cover. */
const MAX_OWN_DAYS = 31;

/** timesheets-mine: the partner's own timesheets of whole Nicosia days (today unless given), by planned start. */
export async function listMyTimesheets(
  deps: AttendanceDeps,
  viewer: Viewer,
  query: { from?: string; to?: string },
) {
  const from = query.from ?? query.to ?? nicosiaToday(deps.clock.now());
  const to = query.to ?? from;
  if (to >= addDaysYmd(from, MAX_OWN_DAYS))
    throw new ValidationError(`At most ${MAX_OWN_DAYS} days at once.`, {
      to: `At most ${MAX_OWN_DAYS} days at once.`,
    });
  const timesheets = await deps.attendance.listEmployeeTimesheets({
    employeeId: viewer.userId,
    ...startRangeOf({ from, to }),
  });
  return { items: timesheets.map((timesheet) => timesheetView(timesheet, [])) };
}

/** timesheets-client: an organisation's timesheets of one status (SUBMITTED unless given), by planned start. */
export async function listClientTimesheets(
  deps: AttendanceDeps,
  viewer: Viewer,
  clientId: string,
  query: { status?: TimesheetStatus; from?: string; to?: string; cursor?: string },
) {
  await assertOwnClient(deps, viewer, clientId);
  const page = await deps.attendance.listClientTimesheets({
    clientId,
    status: query.status ?? 'SUBMITTED',
    ...startRangeOf(query),
    cursor: query.cursor ?? null,
  });
  return rows(page);
}

/** timesheets-queue: the administrators' queue, flagged first. */
export async function listTimesheetsQueue(
  deps: AttendanceDeps,
  query: {
    status?: TimesheetStatus;
    flag?: TimesheetFlag;
    clientId?: string;
    from?: string;
    to?: string;
    cursor?: string;
  },
  queueStatuses: readonly TimesheetStatus[],
) {
  const page = await deps.attendance.listTimesheetQueue({
    statuses: query.status ? [query.status] : queueStatuses,
    ...(query.flag ? { flag: query.flag } : {}),
    ...(query.clientId ? { clientId: query.clientId } : {}),
    ...startRangeOf(query),
    cursor: query.cursor ?? null,
  });
  return rows(page);
}
