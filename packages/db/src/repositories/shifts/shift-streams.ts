import { compareKeys } from '../../paging/query-stream';
import type { QueryStream } from '../../paging/query-stream';
import { attributesOf, rawQueryStream } from '../../paging/raw-query';
import type { StoredItem } from '../../paging/raw-query';
import { documentClientOf } from '../../service';
import type { DbService } from '../../service';

import type { QueryPlan, ShiftListFilter, ShiftSort, StreamPlan } from './shift-query-plan';
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

/** An ElectroDB shift query chain, seen through the few calls used here. */
interface ShiftQuery {
  between(from: object, to: object): ShiftQuery;
  gt(from: object): ShiftQuery;
  where(build: (a: Attributes, op: WhereOperations) => string): ShiftQuery;
  params(options: object): object;
}

const anyOf = (op: WhereOperations, attribute: unknown, values: readonly string[] | undefined) =>
  values && values.length > 0 ? `(${values.map((value) => op.eq(attribute, value)).join(' OR ')})` : '';

/** The filters a plan's keys do not serve, as one filter expression ('' when none). */
export function residualFilter(filter: ShiftListFilter, keyed: QueryPlan['keyed']) {
  return (a: Attributes, op: WhereOperations): string =>
    [
      keyed.clients ? '' : anyOf(op, a.clientId, filter.clientIds),
      keyed.statuses ? '' : anyOf(op, a.status, filter.statuses),
      keyed.partners ? '' : anyOf(op, a.claimedBy, filter.partnerIds),
      anyOf(op, a.positionId, filter.positionIds),
      filter.invoiceId ? op.eq(a.invoiceId, filter.invoiceId) : '',
      filter.invoiced === undefined
        ? ''
        : filter.invoiced
          ? op.exists(a.invoiceId)
          : op.notExists(a.invoiceId),
      !keyed.startRange && filter.startFrom ? op.gte(a.startDate, filter.startFrom) : '',
      !keyed.startRange && filter.startBefore ? op.lt(a.startDate, filter.startBefore) : '',
      filter.endBefore ? op.lt(a.endDate, filter.endBefore) : '',
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

/** The order of a sort, as the index keys order items (ElectroDB lowercases key values). */
export function shiftComparator(sort: ShiftSort) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: ShiftRecord, b: ShiftRecord) =>
    sign * compareKeys([a[sort.field], b[sort.field]], [a.shiftId, b.shiftId]);
}

/** The hidden derived keys of a shift (see entities/attributes.ts derivedKey). */
export function shiftKeys(shift: ShiftRecord) {
  return { partnerKey: shift.claimedBy ?? '', invoiceKey: shift.invoiceId ?? '' };
}

/** A stored shift item as a record: keys and the hidden derived keys removed. */
export function shiftRecordOf(item: StoredItem): ShiftRecord {
  return attributesOf<ShiftRecord>(item, ['partnerKey', 'invoiceKey']);
}

/** The order of a sort over stored items (which carry the record's attributes). */
export function storedComparator(sort: ShiftSort) {
  const compare = shiftComparator(sort);
  return (a: StoredItem, b: StoredItem) => compare(a as unknown as ShiftRecord, b as unknown as ShiftRecord);
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
    key: `${stream.accessPattern}:${Object.values(stream.key).join(':')}`,
    filtered: hasResidualFilter(filter, plan.keyed),
    params: () => {
      const base = (db.entities.shift.query as unknown as Record<string, (key: object) => ShiftQuery>)[
        stream.accessPattern
      ];
      let query = (base as (key: object) => ShiftQuery)(stream.key);
      if (ranged) {
        // [from, before): ElectroDB's sort key adds the shift id after the start, so a start equal to
        // `before` sorts above the bound and one equal to `from` above the lower bound.
        query = query.between(
          { startDate: filter.startFrom ?? '' },
          { startDate: filter.startBefore ?? '~' },
        );
      }
      return query.where(where).params({ order: sort.direction });
    },
  });
}
