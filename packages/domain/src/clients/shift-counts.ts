import type { ShiftStatus } from '../shifts/status';

/** Statuses of a client's shift still to happen or under way: the "Open" count of its analytics card. */
export const CLIENT_OPEN_SHIFT_STATUSES = [
  'PENDING',
  'VERIFIED',
  'CLAIMED',
] as const satisfies readonly ShiftStatus[];

export interface ClientShiftCounts {
  /** PENDING, VERIFIED and CLAIMED shifts. */
  open: number;
  /** Every other status: worked, cancelled, abandoned, no-show. */
  closed: number;
}

/** The analytics card's open and closed counts from a client's shift count per status. */
export function clientShiftCounts(byStatus: Partial<Record<ShiftStatus, number>>): ClientShiftCounts {
  const open: readonly string[] = CLIENT_OPEN_SHIFT_STATUSES;
  const counts = { open: 0, closed: 0 };
  for (const [status, count] of Object.entries(byStatus)) {
    if (open.includes(status)) counts.open += count ?? 0;
    else counts.closed += count ?? 0;
  }
  return counts;
}
