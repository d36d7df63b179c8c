import type { ShiftRecord } from '@careshift/db';
import type { ChangeContext } from '@careshift/db';
import { isAdministrator, isClientOf, isPartner, NotAllowedError, NotFoundError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { RequestDeps } from './request-deps';

export const SHIFT_NOT_FOUND = 'This shift does not exist.';

/** The shift or a 404. */
export async function loadShift(deps: Pick<RequestDeps, 'shifts'>, shiftId: string): Promise<ShiftRecord> {
  const shift = await deps.shifts.getShift(shiftId);
  if (!shift) throw new NotFoundError(SHIFT_NOT_FOUND);
  return shift;
}

/**
 * The shift if the viewer may see it (request-get, payment note), else a 404 that does not tell
 * whether it exists: administrators see every shift, clients their own, partners the shifts they hold
 * and the open (VERIFIED) shifts of their positions.
 */
export async function loadVisibleShift(
  deps: Pick<RequestDeps, 'shifts' | 'partners'>,
  viewer: Viewer,
  shiftId: string,
): Promise<ShiftRecord> {
  const shift = await loadShift(deps, shiftId);
  if (isAdministrator(viewer) || isClientOf(viewer, shift.clientId)) return shift;
  if (isPartner(viewer)) {
    if (shift.claimedBy === viewer.userId) return shift;
    if (shift.status === 'VERIFIED') {
      const partner = await deps.partners.getPartner(viewer.userId);
      if (partner?.positionIds.includes(shift.positionId)) return shift;
    }
  }
  throw new NotFoundError(SHIFT_NOT_FOUND);
}

/** Who changes a shift, when and why: written to the audit trail beside the change. */
export function changeContext(viewer: Viewer, at: Date, reason?: string): ChangeContext {
  if (!viewer.role) throw new NotAllowedError();
  return {
    actor: { id: viewer.userId, role: viewer.role },
    at: at.toISOString(),
    ...(reason ? { reason } : {}),
  };
}

/** The organisation a client user acts for (from the token). */
export function ownCompanyOf(viewer: Viewer): string {
  if (!viewer.clientId) throw new NotAllowedError('Your sign-in is not linked to an organisation.');
  return viewer.clientId;
}
