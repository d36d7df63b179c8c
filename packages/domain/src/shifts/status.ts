import { InvalidShiftTransitionError } from '../errors';
import { type Instant, parseInstant } from '../time/instant';

/** Shift (request) statuses (spec section 4). */
export const SHIFT_STATUSES = [
  'PENDING',
  'VERIFIED',
  'CLAIMED',
  'CANCELED',
  'ABANDONED',
  'FINISHED',
  'NO_SHOW',
  'COMPLETED',
] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** Who moves a shift: a signed-in role, or the scheduled sweeps. */
export type ShiftActor = 'SYSTEM_USER' | 'CLIENT' | 'EMPLOYEE' | 'SCHEDULER';

export type ShiftMoveAction =
  | 'verify'
  | 'claim'
  | 'assign'
  | 'cancelClaim'
  | 'cancel'
  | 'noShow'
  | 'claimDeadlinePassed'
  | 'shiftEnded'
  | 'invoicePaid'
  | 'invoiceMarkedPending';

export interface ShiftTransition {
  from: ShiftStatus;
  to: ShiftStatus;
  by: ShiftActor;
  action: ShiftMoveAction;
}

const moves = (
  from: ShiftStatus[],
  to: ShiftStatus,
  by: ShiftActor[],
  action: ShiftMoveAction,
): ShiftTransition[] =>
  from.flatMap((source) => by.map((actor) => ({ from: source, to, by: actor, action })));

/**
 * Every allowed status move (docs/decisions/shifts/status-lifecycle.md has it as a table). COMPLETED is a worked shift whose
 * commission invoice is paid. CLIENT covers OWNER. Time and ownership conditions live in actions.ts.
 */
export const SHIFT_TRANSITIONS: readonly ShiftTransition[] = Object.freeze([
  ...moves(['PENDING'], 'VERIFIED', ['SYSTEM_USER'], 'verify'),
  ...moves(['VERIFIED'], 'CLAIMED', ['EMPLOYEE'], 'claim'),
  ...moves(['VERIFIED'], 'CLAIMED', ['SYSTEM_USER'], 'assign'),
  ...moves(['CLAIMED'], 'VERIFIED', ['EMPLOYEE', 'SYSTEM_USER'], 'cancelClaim'),
  ...moves(['CLAIMED'], 'ABANDONED', ['EMPLOYEE', 'SYSTEM_USER'], 'cancelClaim'),
  ...moves(['PENDING', 'VERIFIED', 'CLAIMED'], 'CANCELED', ['SYSTEM_USER', 'CLIENT'], 'cancel'),
  ...moves(['CLAIMED'], 'NO_SHOW', ['SYSTEM_USER', 'CLIENT'], 'noShow'),
  ...moves(['FINISHED'], 'NO_SHOW', ['SYSTEM_USER'], 'noShow'),
  ...moves(['PENDING', 'VERIFIED'], 'ABANDONED', ['SCHEDULER'], 'claimDeadlinePassed'),
  ...moves(['CLAIMED'], 'FINISHED', ['SCHEDULER'], 'shiftEnded'),
  ...moves(['CLAIMED', 'FINISHED'], 'COMPLETED', ['SYSTEM_USER', 'EMPLOYEE'], 'invoicePaid'),
  ...moves(['COMPLETED'], 'FINISHED', ['SYSTEM_USER'], 'invoiceMarkedPending'),
]);

/** Statuses no move leaves. */
export const TERMINAL_SHIFT_STATUSES: readonly ShiftStatus[] = SHIFT_STATUSES.filter(
  (status) => !SHIFT_TRANSITIONS.some((move) => move.from === status),
);

/** Statuses of a shift that was worked (a partner held it to its end). */
export const WORKED_SHIFT_STATUSES: readonly ShiftStatus[] = ['FINISHED', 'COMPLETED'];

/** Statuses of a shift a partner holds or held to its end: payment note, review, calendar. */
export const HELD_SHIFT_STATUSES = [
  'CLAIMED',
  'FINISHED',
  'COMPLETED',
] as const satisfies readonly ShiftStatus[];

/** Statuses of a shift nobody holds, which the sweep abandons once the claim deadline passed. */
export const UNCLAIMED_SHIFT_STATUSES = ['PENDING', 'VERIFIED'] as const satisfies readonly ShiftStatus[];

/** Statuses the partner's find-a-shift list shows (spec section 2): open, or claimed by someone. */
export const OPEN_SHIFT_STATUSES = ['VERIFIED', 'CLAIMED'] as const satisfies readonly ShiftStatus[];

/** Statuses a shift may still be cancelled from (by its client or an administrator). */
export const CANCELLABLE_SHIFT_STATUSES: readonly ShiftStatus[] = ['PENDING', 'VERIFIED', 'CLAIMED'];

/** The filter values of the partner's "My shifts" (spec section 2). */
export const MY_SHIFT_FILTER_STATUSES = [
  'VERIFIED',
  'CLAIMED',
  'CANCELED',
  'FINISHED',
] as const satisfies readonly ShiftStatus[];

function isOneOf(statuses: readonly ShiftStatus[], status: string | null | undefined): boolean {
  return (statuses as readonly (string | null | undefined)[]).includes(status);
}

export const isHeldStatus = (status: string | null | undefined) => isOneOf(HELD_SHIFT_STATUSES, status);
export const isUnclaimedStatus = (status: string | null | undefined) =>
  isOneOf(UNCLAIMED_SHIFT_STATUSES, status);
export const isOpenStatus = (status: string | null | undefined) => isOneOf(OPEN_SHIFT_STATUSES, status);
/** A cancelled shift (left out when a rota is copied). */
export const isCancelledStatus = (status: string | null | undefined) => status === 'CANCELED';

export function isShiftStatus(value: unknown): value is ShiftStatus {
  return typeof value === 'string' && (SHIFT_STATUSES as readonly string[]).includes(value);
}

/** True when the table has a move from → to (by that actor, when given). */
export function canTransition(from: ShiftStatus, to: ShiftStatus, by?: ShiftActor): boolean {
  return SHIFT_TRANSITIONS.some(
    (move) => move.from === from && move.to === to && (by === undefined || move.by === by),
  );
}

export function assertShiftTransition(from: ShiftStatus, to: ShiftStatus, by: ShiftActor): void {
  if (!canTransition(from, to, by)) {
    throw new InvalidShiftTransitionError(`A ${from} shift cannot become ${to}.`);
  }
}

/** A new shift is VERIFIED, or CLAIMED when an administrator assigns a partner as it is created. */
export function initialShiftStatus(shift: { claimedBy?: string | null }): ShiftStatus {
  return shift.claimedBy ? 'CLAIMED' : 'VERIFIED';
}

/** Cancelling a claim reopens the shift before the claim deadline; after it, nobody can claim, so it is abandoned. */
export function statusAfterCancelClaim(
  shift: { deadline: Instant },
  now: Instant | Date | number,
): 'VERIFIED' | 'ABANDONED' {
  return parseInstant(now) < parseInstant(shift.deadline) ? 'VERIFIED' : 'ABANDONED';
}

/**
 * The automatic move the sweeps should make now, if any: an unclaimed shift (PENDING or VERIFIED) whose
 * claim deadline has passed is ABANDONED; a CLAIMED shift whose end has passed is FINISHED.
 */
export function dueScheduledTransition(
  shift: { status: ShiftStatus; deadline: Instant; endDate: Instant },
  now: Instant | Date | number,
): ShiftTransition | null {
  const at = parseInstant(now);
  const due =
    (isUnclaimedStatus(shift.status) && at >= parseInstant(shift.deadline)) ||
    (shift.status === 'CLAIMED' && at >= parseInstant(shift.endDate));
  if (!due) return null;
  return SHIFT_TRANSITIONS.find((move) => move.from === shift.status && move.by === 'SCHEDULER') ?? null;
}
