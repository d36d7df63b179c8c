import type { ShiftDetail } from '@careshift/contract';
import { isCancelledStatus } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { changeContext } from './shift-access';
import { cancelShift, cancelShiftClaim } from './shift-moves';
import type { WaitlistDeps } from './waitlist-deps';
import { afterShiftMove } from './waitlist-release';

/**
 * request-cancelClaim with the waitlist: the claim is cancelled as always (shift-moves.ts); when the shift
 * is open again (VERIFIED: before the deadline) its line is invited, in order (waitlist-release.ts).
 */
export async function cancelClaimForWaitlist(
  deps: WaitlistDeps,
  viewer: Viewer,
  shiftId: string,
  reason: string,
): Promise<ShiftDetail> {
  const before = await deps.shifts.getShift(shiftId);
  const detail = await cancelShiftClaim(deps, viewer, shiftId, reason);
  if (detail.status === 'VERIFIED') {
    const formerPartnerId = before?.claimedBy ?? viewer.userId;
    await afterShiftMove(
      deps,
      { shiftId, released: true, formerPartnerId },
      changeContext(viewer, deps.clock.now()),
    );
  }
  return detail;
}

/** request-cancel with the waitlist: a cancelled shift's line is removed (each in the activity trail). */
export async function cancelShiftForWaitlist(
  deps: WaitlistDeps,
  viewer: Viewer,
  shiftId: string,
  reason: string,
): Promise<ShiftDetail> {
  const detail = await cancelShift(deps, viewer, shiftId, reason);
  if (isCancelledStatus(detail.status))
    await afterShiftMove(deps, { shiftId, released: false }, changeContext(viewer, deps.clock.now()));
  return detail;
}
