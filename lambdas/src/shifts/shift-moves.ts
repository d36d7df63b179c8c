import type { ShiftDetail } from '@careshift/contract';
import type { ShiftRecord } from '@careshift/db';
import {
  assertShiftAction,
  assertShiftTransition,
  penaltyFor,
  statusAfterCancelClaim,
} from '@careshift/domain';

import { BUSINESS_METRICS } from '../http/metrics';
import type { Viewer } from '../http/viewer';

import { changeContext, loadShift, loadVisibleShift } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftDetail } from './shift-detail';
import { noticeIntentOf, toNoticeShift } from './shift-notices';
import { shiftForActions } from './shift-views';

interface Moved {
  before: ShiftRecord;
  after: ShiftRecord;
  reason?: string;
  penalty?: number;
}

/** Tells whoever should hear of the move, then answers with the shift as the viewer sees it now. */
async function answer(deps: ShiftDeps, viewer: Viewer, now: Date, moved: Moved): Promise<ShiftDetail> {
  await deps.notifier.shiftChanged(
    {
      before: toNoticeShift(moved.before),
      after: toNoticeShift(moved.after),
      actorRole: viewer.role,
      ...(moved.reason ? { reason: moved.reason } : {}),
      ...(moved.penalty ? { penalty: moved.penalty } : {}),
    },
    noticeIntentOf(moved.after),
  );
  return shiftDetail(deps, moved.after, viewer, now);
}

/** Loads the shift and checks, with the domain's action visibility, that the viewer may take the action now. */
async function loadForAction(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  action: Parameters<typeof assertShiftAction>[0],
): Promise<{ now: Date; before: ShiftRecord }> {
  const now = deps.clock.now();
  const before = await loadVisibleShift(deps, viewer, shiftId);
  assertShiftAction(action, { shift: shiftForActions(before), viewer, now });
  return { now, before };
}

/** request-verify: PENDING → VERIFIED, administrators only (the transition table). */
export async function verifyShift(deps: ShiftDeps, viewer: Viewer, shiftId: string): Promise<ShiftDetail> {
  const now = deps.clock.now();
  const before = await loadShift(deps, shiftId);
  assertShiftTransition(before.status, 'VERIFIED', 'SYSTEM_USER');
  const after = await deps.shifts.verifyShift({ shift: before, context: changeContext(viewer, now) });
  return answer(deps, viewer, now, { before, after });
}

/** request-cancel: authorised by the domain's action visibility; the reason is kept on the shift. */
export async function cancelShift(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  reason: string,
): Promise<ShiftDetail> {
  const { now, before } = await loadForAction(deps, viewer, shiftId, 'cancel');
  const after = await deps.shifts.cancelShift({
    shift: before,
    reason,
    context: changeContext(viewer, now, reason),
  });
  deps.metrics.count(BUSINESS_METRICS.shiftCancelled);
  return answer(deps, viewer, now, { before, after, reason });
}

/**
 * request-cancelClaim: before the claim deadline the shift is open again; after it the shift is
 * abandoned and the partner owes the commission (the domain's statusAfterCancelClaim and penaltyFor).
 */
export async function cancelShiftClaim(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  reason: string,
): Promise<ShiftDetail> {
  const { now, before } = await loadForAction(deps, viewer, shiftId, 'cancelClaim');
  const amount = penaltyFor('LATE_CLAIM_CANCELLATION', before, now);
  const to = statusAfterCancelClaim(before, now);
  const after = await deps.shifts.cancelShiftClaim({
    shift: before,
    to,
    ...(amount > 0 ? { penalty: { kind: 'LATE_CLAIM_CANCELLATION' as const, amount } } : {}),
    context: changeContext(viewer, now, reason),
  });
  deps.metrics.count(BUSINESS_METRICS.shiftClaimCancelled);
  return answer(deps, viewer, now, { before, after, reason, penalty: amount });
}

/** request-noShow: after the start; the partner owes the commission as a penalty. */
export async function markNoShow(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  reason: string,
): Promise<ShiftDetail> {
  const { now, before } = await loadForAction(deps, viewer, shiftId, 'noShow');
  const amount = penaltyFor('NO_SHOW', before, now);
  const after = await deps.shifts.markShiftNoShow({
    shift: before,
    reason,
    ...(amount > 0 ? { penalty: { kind: 'NO_SHOW' as const, amount } } : {}),
    context: changeContext(viewer, now, reason),
  });
  deps.metrics.count(BUSINESS_METRICS.shiftNoShow);
  return answer(deps, viewer, now, { before, after, reason, penalty: amount });
}
