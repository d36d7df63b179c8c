import type { ViewerKind } from '../../hooks/use-viewer';

import type { ShiftMove } from './use-shifts';

/** The locale key (namespace shifts) of the toast after a move, worded for the person who acted. */
export type MoveSuccessKey =
  | 'flash.claimed'
  | 'flash.assigned'
  | 'flash.canceled'
  | 'flash.claimCanceled'
  | 'flash.partnerClaimCanceled'
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
