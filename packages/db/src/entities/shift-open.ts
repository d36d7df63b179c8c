import type { ShiftStatus } from '@careshift/domain/shifts/status';

/** The statuses the partner's find-a-shift list shows (spec section 2): the open-shifts index holds these. */
export const OPEN_SHIFT_STATUSES: readonly ShiftStatus[] = ['VERIFIED', 'CLAIMED'];

/** Statuses of a shift nobody holds, which the abandon sweep moves once the claim deadline passed. */
export const UNCLAIMED_SHIFT_STATUSES: readonly ShiftStatus[] = ['PENDING', 'VERIFIED'];

export function isOpenStatus(status: string | undefined): boolean {
  return (OPEN_SHIFT_STATUSES as readonly (string | undefined)[]).includes(status);
}

export function isUnclaimedStatus(status: string | undefined): boolean {
  return (UNCLAIMED_SHIFT_STATUSES as readonly (string | undefined)[]).includes(status);
}
