import { HOUR_MS, type Instant, parseInstant } from '../time/instant';

import { WORKED_SHIFT_STATUSES } from './status';
import type { ShiftStatus } from './status';

/**
 * What organisations have said about one partner (issue 35): the organisations that hold it among
 * their favourites, and those that blocked it ("Do not send again"). A small set each, read once per
 * request (the db's partner marks, by partner) and handed to the domain.
 */
export interface PartnerMarks {
  /** The organisations (client ids) that blocked this partner. */
  blockingClientIds: ReadonlySet<string>;
  /** The organisations (client ids) that hold this partner among their favourites. */
  favouriteOfClientIds: ReadonlySet<string>;
}

/** A partner nobody marked. */
export const NO_PARTNER_MARKS: PartnerMarks = {
  blockingClientIds: new Set(),
  favouriteOfClientIds: new Set(),
};

/** The two kinds of mark an organisation puts on a partner. */
export const PARTNER_MARK_KINDS = ['FAVOURITE', 'BLOCK'] as const;
export type PartnerMarkKind = (typeof PARTNER_MARK_KINDS)[number];

/** The marks of one partner by one organisation, as a set pair (what a claim reads: two key lookups). */
export function partnerMarksOf(
  clientId: string,
  marked: { favourite: boolean; blocked: boolean },
): PartnerMarks {
  return {
    blockingClientIds: new Set(marked.blocked ? [clientId] : []),
    favouriteOfClientIds: new Set(marked.favourite ? [clientId] : []),
  };
}

/** The organisation's early-access window for favourites: whole hours after posting, 0 (off) to 72. */
export const EARLY_ACCESS_HOURS_BOUNDS = { min: 0, max: 72 } as const;

/** A block's reason: required, visible to administrators only, at most this many characters. */
export const BLOCK_REASON_MAX_LENGTH = 500;

/**
 * Until when a shift posted at `postedAt` is offered to the organisation's favourites only: posting
 * plus the window's hours, or null when the window is off (0). The window is half-open: at exactly
 * this instant everyone whom the shift is for may see and claim it. Stamped on the shift when it is
 * posted, so a later change of the setting changes only later shifts.
 */
export function favouritesOnlyUntil(postedAt: Instant | Date | number, windowHours: number): Instant | null {
  if (!(windowHours > 0)) return null;
  return new Date(parseInstant(postedAt) + windowHours * HOUR_MS).toISOString();
}

/** Whether `now` is inside the favourites-only window that ends at `until` (none when null). */
export function isInEarlyAccess(until: Instant | null | undefined, now: Instant | Date | number): boolean {
  return Boolean(until) && parseInstant(now) < parseInstant(until as Instant);
}

/** An open shift as offering sees it: its organisation and the end of its favourites-only window. */
export interface OfferedShift {
  clientId: string;
  favouritesOnlyUntil?: Instant | null;
}

/**
 * May this partner be offered this shift (see it in Find a shift, claim it)? Never when the shift's
 * organisation blocked the partner; during the organisation's early-access window only when the
 * partner is one of its favourites.
 */
export function isOfferedToPartner(
  shift: OfferedShift,
  marks: PartnerMarks,
  now: Instant | Date | number,
): boolean {
  if (marks.blockingClientIds.has(shift.clientId)) return false;
  if (!isInEarlyAccess(shift.favouritesOnlyUntil, now)) return true;
  return marks.favouriteOfClientIds.has(shift.clientId);
}

/** Why an offer is refused: the block, or the favourites-only window (null when offered). */
export function offerRefusal(
  shift: OfferedShift,
  marks: PartnerMarks,
  now: Instant | Date | number,
): 'BLOCKED_BY_CLIENT' | 'FAVOURITES_FIRST' | null {
  if (marks.blockingClientIds.has(shift.clientId)) return 'BLOCKED_BY_CLIENT';
  return isOfferedToPartner(shift, marks, now) ? null : 'FAVOURITES_FIRST';
}

/**
 * Whether a shift's page offers "Add to favourites" and "Do not send again" for its partner: once the
 * partner has worked it (FINISHED, COMPLETED, or CLAIMED and ended, before the sweep finishes it) or did
 * not show up (NO_SHOW).
 */
export function canMarkPartnerFromShift(
  shift: { status: ShiftStatus; endDate: Instant },
  now: Instant | Date | number,
): boolean {
  if ((WORKED_SHIFT_STATUSES as readonly string[]).includes(shift.status)) return true;
  if (shift.status === 'CLAIMED') return parseInstant(now) >= parseInstant(shift.endDate);
  return shift.status === 'NO_SHOW';
}
