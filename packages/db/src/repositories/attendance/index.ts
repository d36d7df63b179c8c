import type { DbService } from '../../service';

import { createTimesheetReadRepository } from './timesheet-reads';
import { createTimesheetWriteRepository } from './timesheet-writes';

/** `attendance`: punches and timesheets (issue 34), their lists, changes and counters. */
export function createAttendanceRepository(db: DbService) {
  return { ...createTimesheetReadRepository(db), ...createTimesheetWriteRepository(db) };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
export type { StartRange, TimesheetQueueInput, TimesheetTotals } from './timesheet-reads';
export type {
  PunchRecord,
  TimesheetAudit,
  TimesheetDraft,
  TimesheetRecord,
  TimesheetWriteResult,
} from './timesheet-writes';
