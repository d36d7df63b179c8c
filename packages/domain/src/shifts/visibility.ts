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
