import type { ShiftSort, ShiftSortField } from '@careshift/domain/shifts/list-order';

import { compareKeys } from '../../paging/query-stream';
import type { QueryStream } from '../../paging/query-stream';
import { attributesOf, rawQueryStream } from '../../paging/raw-query';
import type { StoredItem } from '../../paging/raw-query';
import { documentClientOf } from '../../service';
import type { DbService } from '../../service';

import type { QueryPlan, ShiftAccessPattern, ShiftListFilter, StreamPlan } from './shift-query-plan';
import type { ShiftRecord } from './shift-records';

/** The parts of ElectroDB's `where` callback the shift filters use. */
interface WhereOperations {
  eq(attribute: unknown, value: unknown): string;
  gte(attribute: unknown, value: unknown): string;
  lt(attribute: unknown, value: unknown): string;
  exists(attribute: unknown): string;
  notExists(attribute: unknown): string;
}
type Attributes = Record<string, unknown>;

/** An ElectroDB query chain after its key (and range), seen through the calls used here. */
interface KeyedQuery {
  where(build: (a: Attributes, op: WhereOperations) => string): KeyedQuery;
  params(options: object): object;
}

/** An ElectroDB shift query on one access pattern's key, before its range. */
interface ShiftQuery extends KeyedQuery {
  between(from: object, to: object): KeyedQuery;
}

/**
 * One list query, written as a method: TypeScript compares a method's parameter both ways, so each of
 * ElectroDB's precisely typed key composites fits `object` without a cast.
 */
interface PatternQuery {
  query(key: object): ShiftQuery;
}

/**
 * The shift entity's list queries by access pattern: the plan picks the pattern at run time, and its key
 * holds that pattern's composite attributes (shift-query-plan.ts).
 */
type ShiftQueries = Record<ShiftAccessPattern, PatternQuery['query']>;

const anyOf = (op: WhereOperations, attribute: unknown, values: readonly string[] | undefined) =>
  values && values.length > 0 ? `(${values.map((value) => op.eq(attribute, value)).join(' OR ')})` : '';

/** The multi-value filters (clients, statuses, partners, positions) the plan's keys do not serve. */
function unkeyedValues(
  filter: ShiftListFilter,
  keyed: QueryPlan['keyed'],
  a: Attributes,
  op: WhereOperations,
) {
  return [
    keyed.clients ? '' : anyOf(op, a.clientId, filter.clientIds),
    keyed.statuses ? '' : anyOf(op, a.status, filter.statuses),
    keyed.partners ? '' : anyOf(op, a.claimedBy, filter.partnerIds),
    keyed.positions ? '' : anyOf(op, a.positionId, filter.positionIds),
  ];
}

/** With or without an invoice, when asked (ElectroDB names an attribute only when an operation is built). */
function invoicedCondition(invoiced: boolean | undefined, a: Attributes, op: WhereOperations): string {
  if (invoiced === undefined) return '';
  return invoiced ? op.exists(a.invoiceId) : op.notExists(a.invoiceId);
}

/** The invoice filters: one invoice, or with or without one. */
function invoiceConditions(filter: ShiftListFilter, a: Attributes, op: WhereOperations) {
  return [
    filter.invoiceId ? op.eq(a.invoiceId, filter.invoiceId) : '',
    invoicedCondition(filter.invoiced, a, op),
  ];
}

/** The time filters: the start range (unless the key condition holds it) and the end. */
function timeConditions(filter: ShiftListFilter, startKeyed: boolean, a: Attributes, op: WhereOperations) {
  return [
    !startKeyed && filter.startFrom ? op.gte(a.startDate, filter.startFrom) : '',
    !startKeyed && filter.startBefore ? op.lt(a.startDate, filter.startBefore) : '',
    filter.endBefore ? op.lt(a.endDate, filter.endBefore) : '',
  ];
}

/** The filters a plan's keys do not serve, as one filter expression ('' when none). */
export function residualFilter(filter: ShiftListFilter, keyed: QueryPlan['keyed']) {
  return (a: Attributes, op: WhereOperations): string =>
    [
      ...unkeyedValues(filter, keyed, a, op),
      ...invoiceConditions(filter, a, op),
      ...timeConditions(filter, keyed.startRange, a, op),
    ]
      .filter(Boolean)
      .join(' AND ');
}

export function hasResidualFilter(filter: ShiftListFilter, keyed: QueryPlan['keyed']): boolean {
  const probe: WhereOperations = {
    eq: () => 'x',
    gte: () => 'x',
    lt: () => 'x',
    exists: () => 'x',
    notExists: () => 'x',
  };
  return residualFilter(filter, keyed)({}, probe) !== '';
}

/** What a shift order reads: a record, or a stored item (which carries the record's attributes). */
type SortedShift = Readonly<Record<ShiftSortField | 'shiftId', unknown>>;

/** The order of a sort, as the index keys order items (ElectroDB lowercases key values). */
export function shiftComparator(sort: ShiftSort) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: SortedShift, b: SortedShift) =>
    sign *
    compareKeys([String(a[sort.field]), String(b[sort.field])], [String(a.shiftId), String(b.shiftId)]);
}

/** The hidden derived keys of a shift (see entities/attributes.ts derivedKey). */
export function shiftKeys(shift: ShiftRecord) {
  return { partnerKey: shift.claimedBy ?? '', invoiceKey: shift.invoiceId ?? '' };
}

/** A stored shift item as a record: keys and the hidden derived keys removed. */
export function shiftRecordOf(item: StoredItem): ShiftRecord {
  return attributesOf<ShiftRecord>(item, ['partnerKey', 'invoiceKey']);
}

/** A stream's part of the cursor signature: its index and key values. */
export function shiftStreamKey(stream: StreamPlan): string {
  return `${stream.accessPattern}:${Object.values(stream.key).join(':')}`;
}

/** The key query of one stream of a plan, with its range and filter (sent raw, see paging/raw-query). */
export function shiftStream(
  db: DbService,
  stream: StreamPlan,
  plan: QueryPlan,
  filter: ShiftListFilter,
  sort: ShiftSort,
): QueryStream<StoredItem> {
  const where = residualFilter(filter, plan.keyed);
  const ranged = plan.keyed.startRange && (filter.startFrom || filter.startBefore);
  return rawQueryStream(documentClientOf(db).client, {
    key: shiftStreamKey(stream),
    filtered: hasResidualFilter(filter, plan.keyed),
    params: () => {
      const queries: ShiftQueries = db.entities.shift.query;
      const keyed = queries[stream.accessPattern](stream.key);
      // [from, before): ElectroDB's sort key adds the shift id after the start, so a start equal to
      // `before` sorts above the bound and one equal to `from` above the lower bound.
      const query: KeyedQuery = ranged
        ? keyed.between({ startDate: filter.startFrom ?? '' }, { startDate: filter.startBefore ?? '~' })
        : keyed;
      return query.where(where).params({ order: sort.direction });
    },
  });
}
