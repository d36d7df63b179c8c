import { isAdministrator, isClientOf, isPartner, type Viewer } from '../permissions/viewer';

import type { ShiftStatus } from './status';

export interface VisibleShift {
  clientId: string;
  positionId: string;
  status: ShiftStatus;
  claimedBy?: string | null;
}

/**
 * Who may see a shift (request-get, payment note): administrators every shift, client users their
 * own organisation's, partners the shifts they hold and the open (VERIFIED) shifts of their
 * positions. `partnerPositionIds` is read only for a partner and only when it matters.
 */
export function canSeeShift(
  viewer: Viewer,
  shift: VisibleShift,
  partnerPositionIds: () => readonly string[] | undefined,
): boolean {
  if (isAdministrator(viewer) || isClientOf(viewer, shift.clientId)) return true;
  if (!isPartner(viewer) || !viewer.userId) return false;
  if (shift.claimedBy === viewer.userId) return true;
  return shift.status === 'VERIFIED' && (partnerPositionIds() ?? []).includes(shift.positionId);
}

/** Whether seeing the shift depends on the partner's positions (so the caller loads them only then). */
export function needsPartnerPositions(viewer: Viewer, shift: VisibleShift): boolean {
  return isPartner(viewer) && shift.claimedBy !== viewer.userId && shift.status === 'VERIFIED';
}

/** Why a partner no longer sees a shift of its positions it may have had open: the page says which. */
export type GoneReason = 'cancelled' | 'taken';

/**
 * A shift a partner cannot see (canSeeShift is false) but that is of one of its positions, so it may
 * have been open to the partner moments ago: CANCELED → 'cancelled'; held by another partner → 'taken';
 * anything else (PENDING again, ABANDONED, another position) → null, a plain "not found". It tells the
 * partner only what the open shift already showed it: that the shift exists.
 */
export function goneReason(
  viewer: Viewer,
  shift: VisibleShift,
  partnerPositionIds: readonly string[] | undefined,
): GoneReason | null {
  if (!isPartner(viewer) || !viewer.userId || shift.claimedBy === viewer.userId) return null;
  if (!(partnerPositionIds ?? []).includes(shift.positionId)) return null;
  if (shift.status === 'CANCELED') return 'cancelled';
  return shift.claimedBy ? 'taken' : null;
}
