import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { ShiftItem } from '../../entities/shift';

/** A shift as stored: snapshots included, `version` for optimistic concurrency. */
export type ShiftRecord = Omit<ShiftItem, 'status'> & { status: ShiftStatus };

/** A new shift as the caller builds it (ids, ref number, cost and snapshots decided by the use case). */
export type NewShift = Omit<ShiftRecord, 'version' | 'updatedAt'>;

/** Shift fields the aggregates depend on. */
export type ShiftFacts = Pick<
  ShiftRecord,
  'shiftId' | 'clientId' | 'status' | 'startDate' | 'cost' | 'billedCost' | 'claimedBy' | 'partnerName'
>;

/** A copy without the optional fields set to undefined (a put must not carry them). */
export function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
