import type { ShiftStatus } from '../shifts/status';
import { type Instant, parseInstant } from '../time/instant';

/**
 * The waitlist of a claimed shift (issue 35 item 3): partners who could claim it wait in line; when the
 * claim is cancelled before the claim deadline (CLAIMED → VERIFIED, the only move that opens a claimed
 * shift again: a no-show is final) the line is offered the shift, first in line first, through the
 * invitation flow (source WAITLIST). Every rule of it is here.
 */

/** At most this many partners wait for one shift (an invitation round takes 1–20 partners). */
export const WAITLIST_MAX_ENTRIES = 20;

export type WaitlistRefusal = 'NOT_CLAIMED' | 'OWN_SHIFT' | 'CLOSED' | 'FULL' | 'ALREADY_WAITING';

export const WAITLIST_REFUSAL_MESSAGES: Record<WaitlistRefusal, string> = {
  NOT_CLAIMED: 'This shift is not claimed: claim it instead of waiting for it.',
  OWN_SHIFT: 'You hold this shift yourself.',
  CLOSED: 'This shift can no longer come free: its claim deadline or start has passed.',
  FULL: `The waitlist of this shift is full (${WAITLIST_MAX_ENTRIES} partners).`,
  ALREADY_WAITING: 'You are already on the waitlist of this shift.',
};

/** The facts of a shift its waitlist depends on. */
export interface WaitlistShift {
  status: ShiftStatus;
  claimedBy?: string | null;
  startDate: Instant;
  deadline: Instant;
}

/** One place in line. */
export interface WaitlistPlace {
  partnerId: string;
  joinedAt: Instant;
}

/**
 * Whether the shift's waitlist is open: it is CLAIMED, and its claim deadline and start have not
 * passed (a claim cancelled after the deadline abandons the shift, so nothing can come free then).
 */
export function isWaitlistOpen(shift: WaitlistShift, now: Instant | Date | number): boolean {
  const at = parseInstant(now);
  return (
    shift.status === 'CLAIMED' && at < parseInstant(shift.deadline) && at < parseInstant(shift.startDate)
  );
}

/**
 * Why this partner cannot join the shift's waitlist now (the claim eligibility, checked as if the shift
 * were open, comes on top), or null.
 */
export function waitlistJoinRefusal(
  shift: WaitlistShift,
  partnerId: string,
  line: readonly WaitlistPlace[],
  now: Instant | Date | number,
): WaitlistRefusal | null {
  if (shift.claimedBy === partnerId) return 'OWN_SHIFT';
  if (shift.status === 'VERIFIED' && parseInstant(now) < parseInstant(shift.deadline)) return 'NOT_CLAIMED';
  if (!isWaitlistOpen(shift, now)) return 'CLOSED';
  if (line.some((place) => place.partnerId === partnerId)) return 'ALREADY_WAITING';
  if (waitingLine(shift, line).length >= WAITLIST_MAX_ENTRIES) return 'FULL';
  return null;
}

/**
 * The line in order: first joined first (ties by partner id, so the order is total), without the
 * partner who holds the shift now (someone who waited and then claimed it).
 */
export function waitingLine<T extends WaitlistPlace>(
  shift: Pick<WaitlistShift, 'claimedBy'>,
  line: readonly T[],
): T[] {
  return line
    .filter((place) => place.partnerId !== shift.claimedBy)
    .sort((a, b) =>
      a.joinedAt === b.joinedAt
        ? a.partnerId.localeCompare(b.partnerId)
        : parseInstant(a.joinedAt) - parseInstant(b.joinedAt),
    );
}

/** The partner's place in line, 1 for the first, or null when not waiting. */
export function placeInLine(
  shift: Pick<WaitlistShift, 'claimedBy'>,
  line: readonly WaitlistPlace[],
  partnerId: string,
): number | null {
  const index = waitingLine(shift, line).findIndex((place) => place.partnerId === partnerId);
  return index < 0 ? null : index + 1;
}

/** Whether a change of a shift released it to its waitlist: a claim cancelled before the deadline. */
export function isReleasedToWaitlist(
  before: { status: ShiftStatus },
  after: { status: ShiftStatus },
): boolean {
  return before.status === 'CLAIMED' && after.status === 'VERIFIED';
}

/**
 * The partners a released shift is offered to, in line order (all of the line at once; the invitation
 * flow skips whoever cannot claim it now, and the race-proof claim lets the first to accept have it).
 */
export function waitlistOffer(
  shift: Pick<WaitlistShift, 'claimedBy'>,
  line: readonly WaitlistPlace[],
): string[] {
  return waitingLine(shift, line)
    .slice(0, WAITLIST_MAX_ENTRIES)
    .map((place) => place.partnerId);
}

/** The shift's status the claim eligibility checks a waitlister against: as if the claim were cancelled. */
export function asReleased<T extends { status: ShiftStatus }>(shift: T): T {
  return { ...shift, status: 'VERIFIED' };
}
