import type { ChangeContext } from '@careshift/db';
import { waitingLine, waitlistOffer } from '@careshift/domain';

import { logger } from '../http/logger';

import type { WaitlistDeps } from './waitlist-deps';

type ReleaseDeps = Pick<WaitlistDeps, 'waitlist' | 'invite'>;

/**
 * A move a shift's waitlist follows: a claim cancelled before the deadline (`released`: the only move
 * that opens a claimed shift again; a no-show is final), or the shift cancelled (`released` false).
 */
export interface WaitlistMove {
  shiftId: string;
  released: boolean;
  /** Who held the shift before a release (the canceller's own entry leaves the line). */
  formerPartnerId?: string;
}

/**
 * After a shift moved: a claim cancelled before the deadline (CLAIMED → VERIFIED) offers the shift to its
 * line, in order, through the invitation flow (source WAITLIST); the partner who cancelled leaves the line
 * if it was in it (it waited, then claimed). A cancelled shift's line is removed. Each removal and the
 * offer are in the activity trail. Nothing here undoes the move: a failure is logged, and the line stays.
 */
export async function afterShiftMove(
  deps: ReleaseDeps,
  moved: WaitlistMove,
  context: ChangeContext,
): Promise<void> {
  const { shiftId, released, formerPartnerId } = moved;
  try {
    const line = await deps.waitlist.listLine(shiftId);
    const leaving = released ? line.filter((entry) => entry.partnerId === formerPartnerId) : line;
    for (const entry of leaving) await deps.waitlist.leave(entry, context, 'remove');
    if (!released) return;
    const partnerIds = waitlistOffer(
      { claimedBy: formerPartnerId },
      waitingLine({ claimedBy: formerPartnerId }, line),
    );
    if (partnerIds.length === 0) return;
    const result = await deps.invite({
      shiftId,
      partnerIds,
      source: 'WAITLIST',
      actor: context.actor,
    });
    await deps.waitlist.recordOffer(
      shiftId,
      result.sent.map((invitation) => invitation.partnerId),
      result.skipped.length,
      context,
    );
  } catch (error) {
    logger.error('The waitlist could not follow the shift move', { shiftId, error });
  }
}
