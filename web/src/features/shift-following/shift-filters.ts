import type { ShiftListQuery } from '@careshift/contract';
import type { Role } from '@careshift/domain';
import { DEFAULT_SHIFT_SORT, effectiveShiftSort } from '@careshift/domain/shifts/list-order';
import type { ShiftSort } from '@careshift/domain/shifts/list-order';
import { isShiftStatus } from '@careshift/domain/shifts/status';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

/** The filters of the shift tables (spec sections 2 and 7), as the URL keeps them. */
export interface ShiftFilters {
  statuses: ShiftStatus[];
  clientIds: string[];
  /** Shifts of this partner (claimedBy). */
  partnerId?: string;
  /** The chosen partner's name, only so the filter can show it after a reload. */
  partnerName?: string;
  positionIds: string[];
  /** Start date from this Nicosia day, YYYY-MM-DD (inclusive). */
  from?: string;
  /** Start date to this Nicosia day, YYYY-MM-DD (inclusive). */
  to?: string;
  sort: ShiftSort;
}

/** The URL parameter of each filter. */
export const FILTER_PARAMS = {
  statuses: 'status',
  clientIds: 'client',
  partnerId: 'partner',
  partnerName: 'partnerName',
  positionIds: 'position',
  from: 'from',
  to: 'to',
  sort: 'sort',
  direction: 'dir',
} as const;

const ID_PATTERN = /^[\w.:-]{1,100}$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** More values than this in one filter is not something a person picked. */
const MAX_VALUES = 25;

export function emptyShiftFilters(): ShiftFilters {
  return { statuses: [], clientIds: [], positionIds: [], sort: { ...DEFAULT_SHIFT_SORT } };
}

/** A real calendar day "YYYY-MM-DD" (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every value of a parameter, whether repeated (`a=1&a=2`) or comma-joined (`a=1,2`), deduplicated. */
function listParam(search: URLSearchParams, name: string): string[] {
  const values = search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function idParam(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return value && ID_PATTERN.test(value) ? value : undefined;
}

function dayParam(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return value && isCalendarDay(value) ? value : undefined;
}

/** Reads the filters from the address; unknown or malformed values are dropped, never an error. */
export function filtersFromSearch(search: URLSearchParams): ShiftFilters {
  const filters = emptyShiftFilters();
  filters.statuses = listParam(search, FILTER_PARAMS.statuses).filter(isShiftStatus);
  filters.clientIds = listParam(search, FILTER_PARAMS.clientIds).filter((id) => ID_PATTERN.test(id));
  filters.positionIds = listParam(search, FILTER_PARAMS.positionIds).filter((id) => ID_PATTERN.test(id));
  readPartner(search, filters);
  readDateRange(search, filters);
  readSort(search, filters);
  return filters;
}

/** The partner filter: an id, and the name the filter shows while an id is set. */
function readPartner(search: URLSearchParams, filters: ShiftFilters): void {
  const partnerId = idParam(search, FILTER_PARAMS.partnerId);
  if (!partnerId) return;
  filters.partnerId = partnerId;
  const name = search.get(FILTER_PARAMS.partnerName)?.trim().slice(0, 200);
  if (name) filters.partnerName = name;
}

/** The days from and to, put in order when given the wrong way round. */
function readDateRange(search: URLSearchParams, filters: ShiftFilters): void {
  let from = dayParam(search, FILTER_PARAMS.from);
  let to = dayParam(search, FILTER_PARAMS.to);
  if (from && to && from > to) [from, to] = [to, from];
  if (from) filters.from = from;
  if (to) filters.to = to;
}

function readSort(search: URLSearchParams, filters: ShiftFilters): void {
  const field = search.get(FILTER_PARAMS.sort);
  const direction = search.get(FILTER_PARAMS.direction);
  if (field === 'startDate' || field === 'createdAt') filters.sort.field = field;
  if (direction === 'asc' || direction === 'desc') filters.sort.direction = direction;
}

/** The address parameters of the filters; defaults are left out so a plain list has a plain URL. */
export function filtersToSearch(filters: ShiftFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.statuses.length) search.set(FILTER_PARAMS.statuses, filters.statuses.join(','));
  if (filters.clientIds.length) search.set(FILTER_PARAMS.clientIds, filters.clientIds.join(','));
  if (filters.partnerId) {
    search.set(FILTER_PARAMS.partnerId, filters.partnerId);
    if (filters.partnerName) search.set(FILTER_PARAMS.partnerName, filters.partnerName);
  }
  if (filters.positionIds.length) search.set(FILTER_PARAMS.positionIds, filters.positionIds.join(','));
  if (filters.from) search.set(FILTER_PARAMS.from, filters.from);
  if (filters.to) search.set(FILTER_PARAMS.to, filters.to);
  if (filters.sort.field !== DEFAULT_SHIFT_SORT.field) search.set(FILTER_PARAMS.sort, filters.sort.field);
  if (filters.sort.direction !== DEFAULT_SHIFT_SORT.direction) {
    search.set(FILTER_PARAMS.direction, filters.sort.direction);
  }
  return search;
}

/** True when any filter narrows the list (sorting does not). */
export function hasActiveFilters(filters: ShiftFilters): boolean {
  return Boolean(
    filters.statuses.length ||
    filters.clientIds.length ||
    filters.partnerId ||
    filters.positionIds.length ||
    filters.from ||
    filters.to,
  );
}

/** The order the list is read in: the domain's rule (a client user's date filter forces startDate descending). */
export function effectiveSort(filters: ShiftFilters, role: Role | undefined): ShiftSort {
  return effectiveShiftSort({ role, sort: filters.sort, hasDateFilter: Boolean(filters.from || filters.to) });
}

/** True when the domain's rule fixes the order whatever the viewer picks: sorting is then disabled. */
export function isSortForced(filters: ShiftFilters, role: Role | undefined): boolean {
  const oneWay = effectiveSort({ ...filters, sort: { field: 'createdAt', direction: 'asc' } }, role);
  const otherWay = effectiveSort({ ...filters, sort: { field: 'startDate', direction: 'desc' } }, role);
  return oneWay.field === otherWay.field && oneWay.direction === otherWay.direction;
}

/** A table fixed to one client (route clientRequests) or one partner (employeeRequests) by its route id. */
export type ShiftListScope =
  { kind: 'all' } | { kind: 'client'; clientId: string } | { kind: 'partner'; partnerId: string };

/** The requests-list query of the filters and a page cursor; the route's scope wins over the filter. */
export function shiftListQuery(
  filters: ShiftFilters,
  options: { role: Role | undefined; scope: ShiftListScope; cursor?: string | null },
): ShiftListQuery {
  const { scope } = options;
  const sort = effectiveSort(filters, options.role);
  const clientIds = scope.kind === 'client' ? [scope.clientId] : filters.clientIds;
  const partnerId = scope.kind === 'partner' ? scope.partnerId : filters.partnerId;
  return {
    ...(filters.statuses.length ? { statuses: filters.statuses.join(',') } : {}),
    ...(clientIds.length ? { clientIds: clientIds.join(',') } : {}),
    ...(partnerId ? { partnerId } : {}),
    ...(filters.positionIds.length ? { positionIds: filters.positionIds.join(',') } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    sort: sort.field,
    direction: sort.direction,
    ...(options.cursor ? { cursor: options.cursor } : {}),
  };
}
