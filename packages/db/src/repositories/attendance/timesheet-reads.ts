import type { TimesheetFlag, TimesheetStatus } from '@careshift/domain/attendance/vocabulary';

import { sumTimesheetStats } from '../../aggregates/timesheet-deltas';
import { ATTENTION } from '../../entities/timesheet';
import { cursorAfterItem } from '../../paging/entity-cursor';
import { readMergedPage, readStreamPage } from '../../paging/merged-page';
import { PAGE_SIZES, pageSizeOf } from '../../paging/page';
import type { Page } from '../../paging/page';
import type { DbService } from '../../service';

import type { PunchRecord, TimesheetRecord } from './timesheet-writes';

/** A range of planned starts (ISO instants, `to` exclusive). */
export interface StartRange {
  from?: string;
  to?: string;
}

export interface TimesheetQueueInput extends StartRange {
  statuses: readonly TimesheetStatus[];
  flag?: TimesheetFlag;
  clientId?: string;
  cursor?: string | null;
  limit?: number;
}

/** Timesheet counts and minutes worked, summed by status over every month, and per month. */
export interface TimesheetTotals {
  byStatus: Partial<Record<TimesheetStatus, { timesheetCount: number; workedMinutes: number }>>;
  byMonth: { month: string; status: TimesheetStatus; timesheetCount: number; workedMinutes: number }[];
}

const END = '\uffff';

/** A page of stored timesheets: their flags were written as the domain's (see TimesheetRecord). */
const asTimesheets = (page: { data: unknown[]; cursor: string | null }) =>
  page as { data: TimesheetRecord[]; cursor: string | null };

/** The queue's sort order: flagged first, then planned start, then shift. */
function queueOrder(a: TimesheetRecord, b: TimesheetRecord): number {
  const rank = (t: TimesheetRecord) => (t.flags.length > 0 ? ATTENTION.flagged : ATTENTION.clear);
  return (
    rank(a).localeCompare(rank(b)) ||
    a.plannedStart.localeCompare(b.plannedStart) ||
    a.shiftId.localeCompare(b.shiftId)
  );
}

export function createTimesheetReadRepository(db: DbService) {
  const { timesheet, punch, timesheetStat } = db.entities;
  const attentionOf = (t: TimesheetRecord) => ({
    attention: t.flags.length > 0 ? ATTENTION.flagged : ATTENTION.clear,
  });
  return {
    /** A shift's timesheet (strongly consistent: a punch decides on it). */
    async getTimesheet(shiftId: string): Promise<TimesheetRecord | undefined> {
      const { data } = await timesheet.get({ shiftId }).go({ consistent: true });
      return (data as TimesheetRecord | null) ?? undefined;
    },

    /**
     * The timesheets of many shifts in one batch read (a page of shifts being invoiced or listed), by
     * shift id; a shift without one is absent from the map.
     */
    async getTimesheets(shiftIds: readonly string[]): Promise<Map<string, TimesheetRecord>> {
      const ids = [...new Set(shiftIds)];
      if (ids.length === 0) return new Map();
      const { data } = await timesheet.get(ids.map((shiftId) => ({ shiftId }))).go();
      return new Map((data as TimesheetRecord[]).map((t) => [t.shiftId, t]));
    },

    /** A shift's punches, in the order the phone took them. */
    async listPunches(shiftId: string): Promise<PunchRecord[]> {
      const { data } = await punch.query.byShift({ shiftId }).go({ pages: 'all', consistent: true });
      return (data as PunchRecord[]).sort(
        (a, b) => a.clientTime.localeCompare(b.clientTime) || a.receivedAt.localeCompare(b.receivedAt),
      );
    },

    /** A punch by its idempotency key. */
    async getPunch(shiftId: string, punchId: string): Promise<PunchRecord | undefined> {
      const { data } = await punch.get({ shiftId, punchId }).go({ consistent: true });
      return (data as PunchRecord | null) ?? undefined;
    },

    /** A partner's timesheets whose planned start is in the range (the partner's day or week). */
    async listEmployeeTimesheets(input: { employeeId: string } & StartRange): Promise<TimesheetRecord[]> {
      const { data } = await timesheet.query
        .byEmployee({ employeeId: input.employeeId })
        .between({ plannedStart: input.from ?? '' }, { plannedStart: input.to ?? END })
        .go({ pages: 'all' });
      return (data as TimesheetRecord[]).filter((t) => !input.to || t.plannedStart < input.to);
    },

    /** An organisation's timesheets of one status by planned start, a page at a time. */
    async listClientTimesheets(
      input: {
        clientId: string;
        status: TimesheetStatus;
        cursor?: string | null;
        limit?: number;
      } & StartRange,
    ): Promise<Page<TimesheetRecord>> {
      const key = { clientId: input.clientId, status: input.status };
      return readStreamPage<TimesheetRecord>({
        name: `client-timesheets:${input.from ?? ''}:${input.to ?? ''}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: `${input.clientId}:${input.status}`,
          filtered: false,
          run: (cursor, limit) =>
            timesheet.query
              .clientStatusByStart(key)
              .between({ plannedStart: input.from ?? '' }, { plannedStart: input.to ?? END })
              .where((a, op) => (input.to ? op.lt(a.plannedStart, input.to) : ''))
              .go({ cursor, limit })
              .then(asTimesheets),
          cursorAfter: cursorAfterItem(timesheet, 'clientStatusByStart'),
        },
      });
    },

    /** The administrators' queue: the statuses merged, flagged first, then by planned start. */
    async listTimesheetQueue(input: TimesheetQueueInput): Promise<Page<TimesheetRecord>> {
      const filtered = Boolean(input.flag || input.clientId || input.from || input.to);
      return readMergedPage<TimesheetRecord>({
        name: `timesheet-queue:${input.flag ?? ''}:${input.clientId ?? ''}:${input.from ?? ''}:${input.to ?? ''}`,
        limit: pageSizeOf(input.limit, PAGE_SIZES.generic),
        cursor: input.cursor,
        compare: queueOrder,
        streams: input.statuses.map((status) => ({
          key: status,
          filtered,
          run: (cursor, limit) =>
            timesheet.query
              .queue({ status })
              .where((a, op) =>
                [
                  input.flag ? op.contains(a.flags, input.flag) : '',
                  input.clientId ? op.eq(a.clientId, input.clientId) : '',
                  input.from ? op.gte(a.plannedStart, input.from) : '',
                  input.to ? op.lt(a.plannedStart, input.to) : '',
                ]
                  .filter(Boolean)
                  .join(' AND '),
              )
              .go({ cursor, limit })
              .then(asTimesheets),
          cursorAfter: cursorAfterItem(timesheet, 'queue', attentionOf),
        })),
      });
    },

    /** SUBMITTED timesheets whose approval window ended by `now` (the approval sweep). */
    async listTimesheetsPastApproval(now: string): Promise<TimesheetRecord[]> {
      const { data } = await timesheet.query
        .queue({ status: 'SUBMITTED' })
        .where((a, op) => op.lte(a.approveBy, now))
        .go({ pages: 'all' });
      return data as TimesheetRecord[];
    },

    /** Every timesheet of one status (the integrity check's recount), page by page. */
    async forEachTimesheet(status: TimesheetStatus, visit: (t: TimesheetRecord) => void): Promise<void> {
      let cursor: string | null = null;
      do {
        const page: { data: TimesheetRecord[]; cursor: string | null } = await timesheet.query
          .queue({ status })
          .go({ cursor, limit: 500 })
          .then(asTimesheets);
        page.data.forEach(visit);
        cursor = page.cursor;
      } while (cursor);
    },

    /** The timesheet counters: by status over every month (awaiting approval, hours worked), and per month. */
    async readTimesheetTotals(): Promise<TimesheetTotals> {
      const { data } = await timesheetStat.query.byMonth({}).go({ pages: 'all' });
      const byMonth = [
        ...sumTimesheetStats(
          data.map((d) => ({
            ...d,
            timesheetCount: d.timesheetCount ?? 0,
            workedMinutes: d.workedMinutes ?? 0,
          })),
        ),
      ].map(([key, sum]) => {
        const [month = '', status] = key.split('#');
        return { month, status: status as TimesheetStatus, ...sum };
      });
      const byStatus: TimesheetTotals['byStatus'] = {};
      for (const row of byMonth) {
        const sum = byStatus[row.status] ?? { timesheetCount: 0, workedMinutes: 0 };
        sum.timesheetCount += row.timesheetCount;
        sum.workedMinutes += row.workedMinutes;
        byStatus[row.status] = sum;
      }
      return { byStatus, byMonth };
    },
  };
}
