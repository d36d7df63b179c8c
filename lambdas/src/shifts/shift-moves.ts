import type { ShiftDetail } from '@careshift/contract';
import type { ChangeContext, ShiftRecord } from '@careshift/db';
import { assertShiftTransition, penaltyFor, statusAfterCancelClaim } from '@careshift/domain';
import type { PenaltyKind } from '@careshift/domain';

import { BUSINESS_METRICS } from '../http/metrics';
import type { Viewer } from '../http/viewer';

import { changeContext, loadForAction, loadShift } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftDetail } from './shift-detail';
import { noticeIntentOf, toNoticeShift } from './shift-notices';

interface Moved {
  before: ShiftRecord;
  after: ShiftRecord;
  reason?: string;
  penalty?: number;
}

/** A move that may charge the partner a penalty (the domain's penaltyFor), with its reason. */
interface PenalisedMove<K extends PenaltyKind> {
  action: Parameters<typeof loadForAction>[3];
  kind: K;
  metric: Parameters<ShiftDeps['metrics']['count']>[0];
  write: (
    deps: ShiftDeps,
    move: { before: ShiftRecord; now: Date; reason: string },
    fields: { penalty?: { kind: K; amount: number }; context: ChangeContext },
  ) => Promise<ShiftRecord>;
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
 * A penalised move's use case: checks the action, charges the penalty due now (none when 0), writes,
 * counts and answers.
 */
function penalisedMove<K extends PenaltyKind>(move: PenalisedMove<K>) {
  return async (deps: ShiftDeps, viewer: Viewer, shiftId: string, reason: string): Promise<ShiftDetail> => {
    const { now, before } = await loadForAction(deps, viewer, shiftId, move.action);
    const amount = penaltyFor(move.kind, before, now);
    const penalty = amount > 0 ? { penalty: { kind: move.kind, amount } } : {};
    const fields = { ...penalty, context: changeContext(viewer, now, reason) };
    const after = await move.write(deps, { before, now, reason }, fields);
    deps.metrics.count(move.metric);
    return answer(deps, viewer, now, { before, after, reason, penalty: amount });
  };
}

/**
 * request-cancelClaim: before the claim deadline the shift is open again; after it the shift is
 * abandoned and the partner owes the commission (the domain's statusAfterCancelClaim and penaltyFor).
 */
export const cancelShiftClaim = penalisedMove({
  action: 'cancelClaim',
  kind: 'LATE_CLAIM_CANCELLATION',
  metric: BUSINESS_METRICS.shiftClaimCancelled,
  write: (deps, { before, now }, fields) =>
    deps.shifts.cancelShiftClaim({ shift: before, to: statusAfterCancelClaim(before, now), ...fields }),
});

/** request-noShow: after the start; the partner owes the commission as a penalty. */
export const markNoShow = penalisedMove({
  action: 'noShow',
  kind: 'NO_SHOW',
  metric: BUSINESS_METRICS.shiftNoShow,
  write: (deps, { before, reason }, fields) =>
    deps.shifts.markShiftNoShow({ shift: before, reason, ...fields }),
});
