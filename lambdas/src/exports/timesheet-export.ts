import type * as z from 'zod/mini';

import type { CsvExport } from '@careshift/contract/operations/invoices';
import type { timesheetsExport } from '@careshift/contract/operations/timesheet-export';
import type { Repositories, ShiftRecord, TimesheetRecord } from '@careshift/db';
import { formatNicosiaDateTime } from '@careshift/domain';
import { APPROVED_TIMESHEET_STATUSES } from '@careshift/domain/attendance/vocabulary';

import { startRangeOf } from '../attendance/day-range';

import { pagesOf } from './csv-export';
import type { CsvColumn } from './csv-export';
import { exportCsv } from './exports';
import type { ExportDeps } from './exports';

export interface TimesheetExportDeps extends Pick<ExportDeps, 'store' | 'clock' | 'onStored'> {
  attendance: Pick<Repositories['attendance'], 'listTimesheetQueue'>;
  shifts: Pick<Repositories['shifts'], 'getShifts'>;
}

type TimesheetExportQuery = z.output<(typeof timesheetsExport)['input']['query']>;

/** A row: the timesheet and its shift (for the position). */
interface ApprovedHoursRow {
  timesheet: TimesheetRecord;
  shift?: ShiftRecord;
}

const time = (instant: string | undefined) => (instant ? formatNicosiaDateTime(instant) : '');

/** Payroll's columns (English headers, Asia/Nicosia times, hours with two decimals). */
export const APPROVED_HOURS_COLUMNS: readonly CsvColumn<ApprovedHoursRow>[] = [
  { header: 'Shift ref', value: ({ timesheet }) => timesheet.refNumber },
  { header: 'Organisation', value: ({ timesheet }) => timesheet.clientName },
  { header: 'Partner', value: ({ timesheet }) => timesheet.employeeName },
  { header: 'Position', value: ({ shift }) => shift?.positionName ?? '' },
  { header: 'Planned start', value: ({ timesheet }) => time(timesheet.plannedStart) },
  { header: 'Planned end', value: ({ timesheet }) => time(timesheet.plannedEnd) },
  { header: 'Actual start', value: ({ timesheet }) => time(timesheet.actualStart) },
  { header: 'Actual end', value: ({ timesheet }) => time(timesheet.actualEnd) },
  { header: 'Break minutes', value: ({ timesheet }) => timesheet.breakMinutes },
  { header: 'Worked hours', value: ({ timesheet }) => ((timesheet.workedMinutes ?? 0) / 60).toFixed(2) },
  { header: 'Status', value: ({ timesheet }) => timesheet.status },
];

/** Timesheets read per page (each page also reads its shifts). */
const PAGE_SIZE = 100;

/**
 * timesheets-export: approved hours for payroll — the APPROVED and SETTLED timesheets whose shift starts
 * within the period (whole Nicosia days), optionally of one organisation, as CSV with a download link.
 */
export function exportApprovedHours(
  deps: TimesheetExportDeps,
  query: TimesheetExportQuery,
): Promise<CsvExport> {
  const range = startRangeOf({ from: query.from, to: query.to });
  async function* rows(): AsyncGenerator<ApprovedHoursRow[]> {
    const pages = pagesOf((cursor) =>
      deps.attendance.listTimesheetQueue({
        statuses: APPROVED_TIMESHEET_STATUSES,
        ...range,
        ...(query.clientId ? { clientId: query.clientId } : {}),
        cursor,
        limit: PAGE_SIZE,
      }),
    );
    for await (const timesheets of pages) {
      const shifts = await deps.shifts.getShifts(timesheets.map((t) => t.shiftId));
      const byId = new Map(shifts.map((shift) => [shift.shiftId, shift]));
      yield timesheets.map((timesheet) => ({ timesheet, shift: byId.get(timesheet.shiftId) }));
    }
  }
  return exportCsv(deps, 'approved-hours', APPROVED_HOURS_COLUMNS, rows());
}
