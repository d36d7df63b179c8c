import { ValidationError } from '@careshift/domain';
import type { ShiftSort, ShiftSortField } from '@careshift/domain/shifts/list-order';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

/** Filters of the shift lists (spec section 7): any combination. */
export interface ShiftListFilter {
  clientIds?: readonly string[];
  statuses?: readonly ShiftStatus[];
  partnerIds?: readonly string[];
  positionIds?: readonly string[];
  invoiceId?: string;
  /** true: only shifts on an invoice; false: only shifts without one. */
  invoiced?: boolean;
  /** Start on or after this instant. */
  startFrom?: string;
  /** Start before this instant (exclusive). */
  startBefore?: string;
  /** End before this instant (exclusive); for the finish sweep. */
  endBefore?: string;
}

export type ShiftAccessPattern =
  | 'clientByStart'
  | 'clientByCreated'
  | 'clientStatusByStart'
  | 'clientStatusByCreated'
  | 'statusByStart'
  | 'statusByCreated'
  | 'allByStart'
  | 'allByCreated'
  | 'partnerByStart'
  | 'partnerByCreated'
  | 'clientPositionByCreated';

/** One key query of a plan. */
export interface StreamPlan {
  accessPattern: ShiftAccessPattern;
  key: Record<string, string>;
}

/** Which filters the keys serve; the rest become the filter expression. */
export interface QueryPlan {
  streams: StreamPlan[];
  keyed: { clients: boolean; statuses: boolean; partners: boolean; positions: boolean; startRange: boolean };
}

/** At most this many key queries run in parallel for one page. */
export const MAX_STREAMS = 12;
/** At most this many values of a multi-value filter (clients, partners, statuses, positions). */
export const MAX_FILTER_VALUES = 25;

/** A plan whose keys serve none of the filters (each plan sets what its keys serve). */
export const NOTHING_KEYED = { clients: false, statuses: false, partners: false, positions: false } as const;

const distinct = (values: readonly string[] | undefined) => [...new Set(values ?? [])].sort();

function pattern(dimension: 'client' | 'clientStatus' | 'status' | 'all' | 'partner', field: ShiftSortField) {
  return `${dimension}By${field === 'startDate' ? 'Start' : 'Created'}` as ShiftAccessPattern;
}

/** True when filters other than clients and statuses remain for a filter expression anyway. */
function filteredBeyondKeys(filter: ShiftListFilter, startRange: boolean): boolean {
  return (
    (filter.positionIds?.length ?? 0) > 0 ||
    filter.invoiceId !== undefined ||
    filter.invoiced !== undefined ||
    filter.endBefore !== undefined ||
    (!startRange && (filter.startFrom !== undefined || filter.startBefore !== undefined))
  );
}

/** Matches sparser than this in a client's filtered key query make one key query per status cheaper. */
export const SPARSE_STATUS_DENSITY = 0.15;

/**
 * True when a client's shifts in several statuses could also be read as one key query per status (the
 * keys then serve every filter); the caller chooses with `fanOutStatuses`.
 */
export function canFanOutStatuses(filter: ShiftListFilter, sort: ShiftSort): boolean {
  return (
    (filter.partnerIds?.length ?? 0) === 0 &&
    (filter.clientIds?.length ?? 0) > 0 &&
    new Set(filter.statuses).size > 1 &&
    new Set(filter.clientIds).size * new Set(filter.statuses).size <= MAX_STREAMS &&
    !filteredBeyondKeys(filter, sort.field === 'startDate')
  );
}

/**
 * A client's shifts of some positions in creation order (the default), in any number of statuses but
 * one: one key query per client and position (gsi14), the statuses in the filter expression. A single
 * status keeps the client-and-status key (a status can be rare: PENDING, NO_SHOW). Sorted by start, the
 * client's index keeps the date range in its key condition and filters the positions.
 */
function clientPositionPlan(
  clients: string[],
  statuses: string[],
  positions: string[],
  sort: ShiftSort,
): QueryPlan | undefined {
  if (
    clients.length === 0 ||
    positions.length === 0 ||
    statuses.length === 1 ||
    sort.field !== 'createdAt' ||
    clients.length * positions.length > MAX_STREAMS
  )
    return undefined;
  const streams = clients.flatMap((clientId) =>
    positions.map((positionId) => ({
      accessPattern: 'clientPositionByCreated' as const,
      key: { clientId, positionId },
    })),
  );
  return { streams, keyed: { ...NOTHING_KEYED, clients: true, positions: true, startRange: false } };
}

/**
 * Chooses the index for a shift list: the most selective filter that a key can serve, fanned out over
 * its values (one key query each, merged in order): partners, else clients with positions (in creation
 * order), else clients with statuses (when the product of both is small), else clients, else statuses,
 * else every shift. The index sorted by the requested field serves the order; a start-date range is a key
 * condition when sorting by start.
 *
 * Clients with several statuses are one key query per client with the statuses in the filter
 * expression, sized by how dense the matches were last time (paging/read-density.ts): one request
 * costs less than one per status (DynamoDB Local even runs them one after the other). They fan out per
 * status only when asked (`fanOutStatuses`: the caller saw the matches sparse) and the keys then serve
 * every filter (issue 16, docs/data-model.md).
 */
export function planShiftQuery(
  filter: ShiftListFilter,
  sort: ShiftSort,
  options: { fanOutStatuses?: boolean } = {},
): QueryPlan {
  const clients = distinct(filter.clientIds);
  const statuses = distinct(filter.statuses);
  const partners = distinct(filter.partnerIds);
  const positions = distinct(filter.positionIds);
  assertFilterSizes({ clients, statuses, partners, positions });
  const startRange = sort.field === 'startDate';
  const fanOut =
    statuses.length === 1 || (options.fanOutStatuses === true && !filteredBeyondKeys(filter, startRange));
  return (
    onePerValue('partner', partners, sort) ??
    clientPositionPlan(clients, statuses, positions, sort) ??
    clientStatusPlan(clients, statuses, sort, fanOut) ??
    onePerValue('client', clients, sort) ??
    onePerValue('status', statuses, sort) ?? {
      streams: [{ accessPattern: pattern('all', sort.field), key: {} }],
      keyed: { ...NOTHING_KEYED, startRange },
    }
  );
}

function assertFilterSizes(values: Record<string, string[]>): void {
  for (const [name, list] of Object.entries(values)) {
    if (list.length > MAX_FILTER_VALUES) {
      throw new ValidationError(`Too many ${name} in the filter.`, {
        [name]: `At most ${MAX_FILTER_VALUES}.`,
      });
    }
  }
}

/** The filter each one-value key serves. */
const KEYED_BY = { partner: 'partners', client: 'clients', status: 'statuses' } as const;
const KEY_NAME = { partner: 'partnerKey', client: 'clientId', status: 'status' } as const;

/** One key query per partner, client or status; none when that filter is empty. */
function onePerValue(
  dimension: keyof typeof KEYED_BY,
  values: string[],
  sort: ShiftSort,
): QueryPlan | undefined {
  if (values.length === 0) return undefined;
  const startRange = sort.field === 'startDate';
  const streams = values.map((value) => ({
    accessPattern: pattern(dimension, sort.field),
    key: { [KEY_NAME[dimension]]: value },
  }));
  return { streams, keyed: { ...NOTHING_KEYED, [KEYED_BY[dimension]]: true, startRange } };
}

/**
 * One key query per client and status, when both are filtered, their product is small and the statuses
 * fan out (`fanOut`: a single status, or the caller asked and nothing else needs a filter expression).
 */
function clientStatusPlan(
  clients: string[],
  statuses: string[],
  sort: ShiftSort,
  fanOut: boolean,
): QueryPlan | undefined {
  if (
    !fanOut ||
    clients.length === 0 ||
    statuses.length === 0 ||
    clients.length * statuses.length > MAX_STREAMS
  )
    return undefined;
  const streams = clients.flatMap((clientId) =>
    statuses.map((status) => ({
      accessPattern: pattern('clientStatus', sort.field),
      key: { clientId, status },
    })),
  );
  return {
    streams,
    keyed: { ...NOTHING_KEYED, clients: true, statuses: true, startRange: sort.field === 'startDate' },
  };
}
