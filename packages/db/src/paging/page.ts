/** One page of a list: the rows and an opaque cursor for the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

/** Page sizes of the spec's section 9. */
export const PAGE_SIZES = {
  list: 10,
  generic: 20,
  systemUsers: 20,
  positions: 200,
  partnersForAssignment: 450,
  partners: 500,
  partnersForInvoice: 20,
  partnerSearch: 50,
} as const;

/** The most rows one page may ask for (the general partner list). */
export const MAX_PAGE_SIZE = 500;

/** A requested page size clamped to 1..MAX_PAGE_SIZE, defaulting to the list size of 10. */
export function pageSizeOf(limit: number | undefined, fallback: number = PAGE_SIZES.list): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
}
