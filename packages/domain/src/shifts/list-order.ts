import type { Role } from '../roles';

export const SHIFT_SORT_FIELDS = ['startDate', 'createdAt'] as const;
export type ShiftSortField = (typeof SHIFT_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ShiftSort {
  field: ShiftSortField;
  direction: SortDirection;
}

/** Spec section 9: lists are newest first by default. */
export const DEFAULT_SHIFT_SORT: Readonly<ShiftSort> = Object.freeze({
  field: 'createdAt',
  direction: 'desc',
});

/**
 * The order a shifts list is read in (spec section 9): what the viewer chose, else createdAt
 * descending; for a client user a date filter forces startDate descending.
 */
export function effectiveShiftSort(input: {
  role: Role | null | undefined;
  sort?: Partial<ShiftSort>;
  hasDateFilter: boolean;
}): ShiftSort {
  const clientUser = input.role === 'CLIENT' || input.role === 'OWNER';
  if (clientUser && input.hasDateFilter) return { field: 'startDate', direction: 'desc' };
  return {
    field: input.sort?.field ?? DEFAULT_SHIFT_SORT.field,
    direction: input.sort?.direction ?? DEFAULT_SHIFT_SORT.direction,
  };
}
