import { isApprovedTimesheetStatus, TIMESHEET_STATUSES } from '@careshift/domain/attendance/vocabulary';

import { sumTimesheetStats, timesheetDeltas } from '../aggregates/timesheet-deltas';
import { createAttendanceRepository } from '../repositories/attendance';
import type { DbService } from '../service';

/**
 * The timesheet counters equal a recount over the timesheets themselves (each one's deltas as if just
 * written, the same function every change uses): count and minutes worked per month and status. Also
 * returns the shifts whose timesheet is approved or settled (only those may record a billed cost).
 */
export async function timesheetCounterProblems(
  db: DbService,
): Promise<{ timesheets: number; approved: Set<string>; problems: string[] }> {
  const attendance = createAttendanceRepository(db);
  const deltas: ReturnType<typeof timesheetDeltas> = [];
  let timesheets = 0;
  const approved = new Set<string>();
  for (const status of TIMESHEET_STATUSES)
    await attendance.forEachTimesheet(status, (timesheet) => {
      timesheets += 1;
      if (isApprovedTimesheetStatus(timesheet.status)) approved.add(timesheet.shiftId);
      deltas.push(...timesheetDeltas(undefined, timesheet));
    });
  const expected = sumTimesheetStats(deltas);
  const stored = new Map(
    (await attendance.readTimesheetTotals()).byMonth.map((row) => [
      `${row.month}#${row.status}`,
      { timesheetCount: row.timesheetCount, workedMinutes: row.workedMinutes },
    ]),
  );
  const problems: string[] = [];
  const zero = { timesheetCount: 0, workedMinutes: 0 };
  for (const key of new Set([...expected.keys(), ...stored.keys()])) {
    const want = expected.get(key) ?? zero;
    const have = stored.get(key) ?? zero;
    if (want.timesheetCount !== have.timesheetCount || want.workedMinutes !== have.workedMinutes)
      problems.push(
        `Timesheet counters ${key}: stored ${JSON.stringify(have)}, recount ${JSON.stringify(want)}.`,
      );
  }
  return { timesheets, approved, problems };
}
