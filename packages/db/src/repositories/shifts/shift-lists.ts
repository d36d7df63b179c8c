import { DEFAULT_SHIFT_SORT } from '@careshift/domain/shifts/list-order';
import type { ShiftSort } from '@careshift/domain/shifts/list-order';
import { OPEN_SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import type { ShiftStatus } from '@careshift/domain/shifts/status';
import { nicosiaDateRangeBounds } from '@careshift/domain/time/nicosia';

import { InvalidCursorError, signatureOfCursor } from '../../paging/cursor';
import { cursorAfterItem } from '../../paging/entity-cursor';
import { listSignature, readMergedPage, readStreamPage, recallListDensity } from '../../paging/merged-page';
import { pageSizeOf } from '../../paging/page';
import type { Page } from '../../paging/page';
import { rawQueryStream } from '../../paging/raw-query';
import { documentClientOf } from '../../service';
import type { DbService } from '../../service';

import { canFanOutStatuses, NOTHING_KEYED, planShiftQuery, SPARSE_STATUS_DENSITY } from './shift-query-plan';
import type { ShiftListFilter } from './shift-query-plan';
import type { ShiftRecord } from './shift-records';
import {
  residualFilter,
  shiftComparator,
  shiftKeys,
  shiftRecordOf,
  shiftStream,
  shiftStreamKey,
} from './shift-streams';

export interface ShiftListInput {
  filter?: ShiftListFilter;
  /** Whole Nicosia days of the start date, 00:00:00 to 23:59:59 ("YYYY-MM-DD", both included). */
  startDays?: { from: string; to: string };
  sort?: ShiftSort;
  cursor?: string | null;
  limit?: number;
}

function withDays(input: ShiftListInput): ShiftListFilter {
  const filter = { ...input.filter };
  if (input.startDays) {
    const bounds = nicosiaDateRangeBounds(input.startDays.from, input.startDays.to);
    filter.startFrom = bounds.start;
    filter.startBefore = bounds.end;
  }
  return filter;
}

/** The filter as text, multi-value filters sorted: the same list whatever order the values came in. */
function canonicalFilter(filter: ShiftListFilter): string {
  return JSON.stringify(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? [...new Set(value)].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** A page of an in-memory list: the cursor is the offset of the next row. */
function offsetPage<T>(rows: T[], cursor: string | null | undefined, limit: number): Page<T> {
  const offset = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidCursorError();
  const end = offset + limit;
  return {
    items: rows.slice(offset, end),
    cursor: end < rows.length ? Buffer.from(String(end)).toString('base64url') : null,
  };
}

/**
 * The plan of a list: a client's shifts in several statuses are one filtered key query per client unless
 * its matches were sparse when this process last read it, then one key query per status. A next page
 * keeps the plan its cursor was made by (the cursor's signature names it).
 */
function planFor(filter: ShiftListFilter, sort: ShiftSort, name: string, cursor?: string | null) {
  const plan = planShiftQuery(filter, sort);
  if (!canFanOutStatuses(filter, sort)) return plan;
  const fanOut = planShiftQuery(filter, sort, { fanOutStatuses: true });
  if (cursor) {
    const fanOutSignature = listSignature(name, fanOut.streams.map(shiftStreamKey));
    return signatureOfCursor(cursor) === fanOutSignature ? fanOut : plan;
  }
  const density = recallListDensity(name, plan.streams.map(shiftStreamKey));
  return density !== undefined && density < SPARSE_STATUS_DENSITY ? fanOut : plan;
}

export function createShiftListRepository(db: DbService) {
  const { shift } = db.entities;

  /** An invoice's shifts are few (MAX_INVOICE_SHIFTS): one key query, then filtered and ordered in memory. */
  async function invoicePage(
    filter: ShiftListFilter,
    sort: ShiftSort,
    input: ShiftListInput,
  ): Promise<Page<ShiftRecord>> {
    const keyed = { ...NOTHING_KEYED, startRange: false };
    const { data } = await shift.query
      .invoiceByStart({ invoiceKey: filter.invoiceId as string })
      .where(residualFilter(filter, keyed) as never)
      .go({ pages: 'all' });
    return offsetPage(
      (data as ShiftRecord[]).sort(shiftComparator(sort)),
      input.cursor,
      pageSizeOf(input.limit),
    );
  }

  async function listShifts(input: ShiftListInput): Promise<Page<ShiftRecord>> {
    const filter = withDays(input);
    const sort = input.sort ?? DEFAULT_SHIFT_SORT;
    if (filter.invoiceId) return invoicePage(filter, sort, input);
    const name = `shifts:${sort.field}:${sort.direction}:${canonicalFilter(filter)}`;
    const plan = planFor(filter, sort, name, input.cursor);
    const page = await readMergedPage({
      name,
      limit: pageSizeOf(input.limit),
      cursor: input.cursor,
      compare: shiftComparator(sort),
      streams: plan.streams.map((stream) => shiftStream(db, stream, plan, filter, sort)),
    });
    return { items: page.items.map(shiftRecordOf), cursor: page.cursor };
  }

  return {
    async getShift(shiftId: string): Promise<ShiftRecord | undefined> {
      const { data } = await shift.get({ shiftId }).go();
      return (data as ShiftRecord | null) ?? undefined;
    },

    /** Several shifts in one BatchGetItem (missing ones left out). */
    async getShifts(shiftIds: readonly string[]): Promise<ShiftRecord[]> {
      const ids = [...new Set(shiftIds)];
      if (ids.length === 0) return [];
      const { data } = await shift.get(ids.map((shiftId) => ({ shiftId }))).go();
      return data as ShiftRecord[];
    },

    /** Every shift (administrators), any filters, ordered by start or creation date either way. */
    listShifts,

    /** A client's shifts (its own list, or the client's tab for administrators). */
    listClientShifts(input: ShiftListInput & { clientId: string }) {
      return listShifts({ ...input, filter: { ...input.filter, clientIds: [input.clientId] } });
    },

    /** A partner's shifts ("My shifts", the partner's tab), by status or not. */
    listPartnerShifts(input: ShiftListInput & { partnerId: string }) {
      return listShifts({ ...input, filter: { ...input.filter, partnerIds: [input.partnerId] } });
    },

    /** An invoice's shifts, all of them (invoice view, cancel, payment). */
    async listInvoiceShifts(invoiceId: string): Promise<ShiftRecord[]> {
      const { data } = await shift.query.invoiceByStart({ invoiceKey: invoiceId }).go({ pages: 'all' });
      return data as ShiftRecord[];
    },

    /**
     * Open shifts (VERIFIED and CLAIMED unless fewer statuses are asked) of a set of positions that have
     * not started, soonest first: one key query per position on the open-shifts index, merged.
     */
    async listOpenShifts(input: {
      positionIds: readonly string[];
      now: string;
      statuses?: readonly ShiftStatus[];
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<ShiftRecord>> {
      const positionIds = [...new Set(input.positionIds)].sort();
      const statuses: string[] = [...new Set(input.statuses ?? OPEN_SHIFT_STATUSES)].sort();
      const everyOpen = OPEN_SHIFT_STATUSES.every((status) => statuses.includes(status));
      const page = await readMergedPage({
        name: `open-shifts:${statuses.join(',')}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        compare: shiftComparator({ field: 'startDate', direction: 'asc' }),
        streams: positionIds.map((positionId) =>
          rawQueryStream(documentClientOf(db).client, {
            key: positionId,
            filtered: !everyOpen,
            params: () =>
              shift.query
                .openByPosition({ positionId })
                .gt({ startDate: input.now })
                .where((a, op) =>
                  everyOpen ? '' : statuses.map((status) => op.eq(a.status, status)).join(' OR '),
                )
                .params(),
          }),
        ),
      });
      return { items: page.items.map(shiftRecordOf), cursor: page.cursor };
    },

    /** The finish sweep: CLAIMED shifts that ended before `now`, oldest first. */
    listEndedClaimedShifts(input: { now: string; cursor?: string | null; limit?: number }) {
      return listShifts({
        filter: { statuses: ['CLAIMED'], startBefore: input.now, endBefore: input.now },
        sort: { field: 'startDate', direction: 'asc' },
        cursor: input.cursor,
        limit: input.limit,
      });
    },

    /** The abandon sweep: unclaimed shifts (PENDING or VERIFIED) whose claim deadline passed before `now`. */
    async listShiftsPastClaimDeadline(input: {
      status: 'PENDING' | 'VERIFIED';
      now: string;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<ShiftRecord>> {
      return readStreamPage<ShiftRecord>({
        name: 'past-claim-deadline',
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: input.status,
          filtered: false,
          run: async (cursor, limit) =>
            (await shift.query
              .unclaimedByDeadline({ status: input.status })
              .lt({ deadline: input.now })
              .go({ cursor, limit })) as { data: ShiftRecord[]; cursor: string | null },
          cursorAfter: cursorAfterItem(shift, 'unclaimedByDeadline', shiftKeys),
        },
      });
    },
  };
}

export type ShiftListRepository = ReturnType<typeof createShiftListRepository>;
