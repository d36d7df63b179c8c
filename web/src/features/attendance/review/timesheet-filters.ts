import type { TimesheetFlag, TimesheetStatus } from '@careshift/domain/attendance/vocabulary';

/** The timesheet lists' filters: '' is "not filtered" (the server's default status applies). */
export interface TimesheetFilters {
  status: TimesheetStatus | '';
  /** A Nicosia day, YYYY-MM-DD. */
  day: string;
  /** Administrators only. */
  flag: TimesheetFlag | '';
  /** Administrators only. */
  clientId: string;
}

/** The organisation's list opens on what awaits its approval. */
export const CLIENT_FILTERS: TimesheetFilters = { status: 'SUBMITTED', day: '', flag: '', clientId: '' };
/** The administrators' queue opens on the server's default (awaiting approval or disputed). */
export const QUEUE_FILTERS: TimesheetFilters = { status: '', day: '', flag: '', clientId: '' };

interface TimesheetListQuery {
  status?: TimesheetStatus;
  from?: string;
  to?: string;
  flag?: TimesheetFlag;
  clientId?: string;
  cursor?: string;
}

/** The query of timesheets-client / timesheets-queue: one whole day, only the filters given. */
export function timesheetListQuery(
  filters: TimesheetFilters,
  options: { admin: boolean; cursor?: string | null },
): TimesheetListQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.day ? { from: filters.day, to: filters.day } : {}),
    ...(options.admin && filters.flag ? { flag: filters.flag } : {}),
    ...(options.admin && filters.clientId ? { clientId: filters.clientId } : {}),
    ...(options.cursor ? { cursor: options.cursor } : {}),
  };
}

/**
 * The approved-hours export's period (timesheets-export needs one): the day filter when chosen, otherwise this
 * Nicosia month up to today; the organisation filter when chosen.
 */
export function exportPeriod(
  filters: TimesheetFilters,
  today: string,
): { from: string; to: string; clientId?: string } {
  const period = filters.day
    ? { from: filters.day, to: filters.day }
    : { from: `${today.slice(0, 8)}01`, to: today };
  return { ...period, ...(filters.clientId ? { clientId: filters.clientId } : {}) };
}
