import type { ShiftDetail } from '@careshift/contract';

import type { ShiftMove } from '../../hooks/use-shifts';
import type { ViewerKind } from '../../hooks/use-viewer';

/** The locale key (namespace shifts) of the toast after a move, worded for the person who acted. */
export type MoveSuccessKey =
  | 'flash.claimed'
  | 'flash.assigned'
  | 'flash.canceled'
  | 'flash.claimCanceled'
  | 'flash.partnerClaimCanceled'
  | 'flash.claimCanceledPenalty'
  | 'flash.partnerClaimCanceledPenalty'
  | 'flash.noShow';

/**
 * A partner who gives up a shift hears "Your claim … was canceled"; an administrator or client who
 * cancels a partner's claim hears that the partner's claim was canceled; an administrator who claims
 * for a partner hears "assigned".
 */
export function moveSuccessKey(move: ShiftMove, viewer: ViewerKind): MoveSuccessKey {
  switch (move.kind) {
    case 'claim':
      return move.partnerId ? 'flash.assigned' : 'flash.claimed';
    case 'cancel':
      return 'flash.canceled';
    case 'cancelClaim':
      return viewer === 'partner' ? 'flash.claimCanceled' : 'flash.partnerClaimCanceled';
    case 'noShow':
      return 'flash.noShow';
  }
}

/**
 * The toast after a move and the penalty it names: a claim cancelled at or after the claim deadline leaves
 * the shift ABANDONED and costs the partner the shift's commission (the domain's penaltyFor), so the toast
 * says how much will be on the next invoice. Viewers who see no commission get no amount.
 */
export function moveSuccess(
  move: ShiftMove,
  viewer: ViewerKind,
  after: Pick<ShiftDetail, 'status' | 'cost'>,
): { key: MoveSuccessKey; penalty?: number } {
  const key = moveSuccessKey(move, viewer);
  const penalty = after.cost.companyCommission;
  if (move.kind !== 'cancelClaim' || after.status !== 'ABANDONED' || !penalty) return { key };
  return {
    key: key === 'flash.claimCanceled' ? 'flash.claimCanceledPenalty' : 'flash.partnerClaimCanceledPenalty',
    penalty,
  };
}
