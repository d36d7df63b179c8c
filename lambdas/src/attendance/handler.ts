import * as contract from '@careshift/contract';
import { TIMESHEET_QUEUE_STATUSES } from '@careshift/domain/attendance/vocabulary';

import { areaHandler, route } from '../http/pipeline';

import { approveDay } from './approve-day';
import { attendanceDeps } from './attendance-deps';
import { punchShift } from './punch-shift';
import { approveShiftTimesheet, disputeShiftTimesheet, settleShiftTimesheet } from './timesheet-decisions';
import { getTimesheet, listClientTimesheets, listMyTimesheets, listTimesheetsQueue } from './timesheet-reads';

/** The attendance area Lambda (issue 34): punches, timesheets, their approval and the queue. */
export const handler = areaHandler([
  route(contract.shiftPunch, ({ path, body }, { viewer }) =>
    punchShift(attendanceDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftTimesheetGet, ({ path }, { viewer }) =>
    getTimesheet(attendanceDeps(), viewer, path.shiftId),
  ),
  route(contract.myTimesheetsList, ({ query }, { viewer }) =>
    listMyTimesheets(attendanceDeps(), viewer, query),
  ),
  route(contract.clientTimesheetsList, ({ path, query }, { viewer }) =>
    listClientTimesheets(attendanceDeps(), viewer, path.clientId, query),
  ),
  route(contract.timesheetApprove, ({ path }, { viewer }) =>
    approveShiftTimesheet(attendanceDeps(), viewer, path.shiftId),
  ),
  route(contract.timesheetDispute, ({ path, body }, { viewer }) =>
    disputeShiftTimesheet(attendanceDeps(), viewer, path.shiftId, body),
  ),
  route(contract.timesheetsApproveDay, ({ path, body }, { viewer }) =>
    approveDay(attendanceDeps(), viewer, path.clientId, body.day),
  ),
  route(contract.timesheetsQueue, ({ query }) =>
    listTimesheetsQueue(attendanceDeps(), query, TIMESHEET_QUEUE_STATUSES),
  ),
  route(contract.timesheetSettle, ({ path, body }, { viewer }) =>
    settleShiftTimesheet(attendanceDeps(), viewer, path.shiftId, body),
  ),
]);
