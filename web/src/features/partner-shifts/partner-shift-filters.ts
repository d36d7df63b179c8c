import { MY_SHIFT_FILTER_STATUSES, OPEN_SHIFT_STATUSES } from '@careshift/domain/shifts/status';

/** Find a shift: VERIFIED and CLAIMED by default (spec section 2), narrowed to one, and a position. */
export type FindShiftStatus = (typeof OPEN_SHIFT_STATUSES)[number];
/** My shifts: the spec's filter VERIFIED, CLAIMED, CANCELED, FINISHED, or all. */
export type MyShiftStatus = (typeof MY_SHIFT_FILTER_STATUSES)[number];

export interface FindShiftFilters {
  status?: FindShiftStatus;
  positionId?: string;
}

export interface MyShiftFilters {
  status?: MyShiftStatus;
}

const ID_PATTERN = /^[\w.:-]{1,100}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function findFiltersFromSearch(search: URLSearchParams): FindShiftFilters {
  const status = oneOf(OPEN_SHIFT_STATUSES, search.get('status'));
  const positionId = search.get('position')?.trim();
  return {
    ...(status ? { status } : {}),
    ...(positionId && ID_PATTERN.test(positionId) ? { positionId } : {}),
  };
}

export function findFiltersToSearch(filters: FindShiftFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.positionId) search.set('position', filters.positionId);
  return search;
}

/** The requests-findAShift query: no status means both VERIFIED and CLAIMED. */
export function findShiftQuery(filters: FindShiftFilters, cursor: string | null) {
  return {
    statuses: filters.status ?? OPEN_SHIFT_STATUSES.join(','),
    ...(filters.positionId ? { positionId: filters.positionId } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

export function myFiltersFromSearch(search: URLSearchParams): MyShiftFilters {
  const status = oneOf(MY_SHIFT_FILTER_STATUSES, search.get('status'));
  return status ? { status } : {};
}

export function myFiltersToSearch(filters: MyShiftFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  return search;
}

/** The requests-mine query: the partner's shifts, newest start first, of one status or all. */
export function myShiftsQuery(filters: MyShiftFilters, cursor: string | null) {
  return {
    ...(filters.status ? { statuses: filters.status } : {}),
    sort: 'startDate' as const,
    direction: 'desc' as const,
    ...(cursor ? { cursor } : {}),
  };
}
