import type { Actor, ShiftRecord } from '@careshift/db';
import type { PenaltyKind } from '@careshift/domain/shifts/penalties';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { Random } from './random';

/** One state change of a seeded shift, written as its audit entry. */
export interface SeedEvent {
  at: number;
  action: string;
  from?: ShiftStatus;
  to?: ShiftStatus;
  actorId: string;
  actorRole: Actor['role'];
  reason?: string;
}

/** A seeded shift: the record as it ends up, the changes that led there and a penalty, if any. */
export interface SeedShift {
  shift: ShiftRecord;
  events: SeedEvent[];
  penalty?: { kind: PenaltyKind; amount: number; at: number };
}

export const CANCEL_REASONS = [
  'Resident discharged',
  'Covered by our own staff',
  'Ward closed for the day',
  'Booked twice by mistake',
  'Patient transferred to hospital',
];
export const CANCEL_CLAIM_REASONS = ['Family emergency', 'I am unwell', 'Transport problem', 'Double booked'];
export const NO_SHOW_REASONS = [
  'The partner did not arrive',
  'Arrived more than two hours late',
  'Left after one hour',
];

/** Appends a move to the shift and its trail; the version follows the number of changes. */
export function move(
  seed: SeedShift,
  at: number,
  to: ShiftStatus,
  event: Omit<SeedEvent, 'at' | 'from' | 'to'>,
): void {
  seed.events.push({ ...event, at, from: seed.shift.status, to });
  seed.shift.status = to;
  seed.shift.version += 1;
  seed.shift.updatedAt = new Date(at).toISOString();
}

/** The instant of something that happened between two instants. */
export function between(random: Random, from: number, to: number): number {
  return to <= from ? from : from + Math.floor((random.next() * (to - from)) / 60_000) * 60_000;
}
