import { WAITLIST_MAX_ENTRIES } from '@careshift/domain';

import type { WaitlistEntryItem } from '../entities/waitlist-entry';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';

import { auditEntryOf } from './audit';
import type { ChangeContext } from './audit';

export type WaitlistEntryRecord = WaitlistEntryItem;

/** How a join ended: in line, already there (the entry's condition), or the line full (the counter's). */
export type WaitlistJoinOutcome = 'JOINED' | 'ALREADY_WAITING' | 'FULL';

/** The trail's actions of the waitlist (on the shift's trail and the partner's). */
export const WAITLIST_ACTIONS = {
  join: 'waitlist-join',
  leave: 'waitlist-leave',
  /** An entry removed by the system: the shift was cancelled, or the partner now holds it. */
  remove: 'waitlist-remove',
  /** The released shift was offered to the line (on the shift's trail). */
  offer: 'waitlist-offer',
} as const;

function entriesOf(
  entry: Pick<WaitlistEntryRecord, 'shiftId' | 'partnerId' | 'partnerName'>,
  action: string,
  context: ChangeContext,
) {
  const details = { shiftId: entry.shiftId, partnerId: entry.partnerId, partnerName: entry.partnerName };
  return [
    auditEntryOf({ subjectType: 'shift', subjectId: entry.shiftId, action, details }, context),
    auditEntryOf({ subjectType: 'partner', subjectId: entry.partnerId, action, details }, context),
  ];
}

/**
 * The waitlists of claimed shifts (issue 35 item 3): a shift's line is one partition (read consistently,
 * 20 items at most); joining and leaving move the line's counter and write the shift's and the partner's
 * trail entries in the same transaction.
 */
export function createWaitlistRepository(db: DbService) {
  const { waitlistEntry } = db.entities;
  return {
    /** The shift's line, unordered (the domain's waitingLine orders it). */
    async listLine(shiftId: string): Promise<WaitlistEntryRecord[]> {
      const { data } = await waitlistEntry.query.byShift({ shiftId }).go({ pages: 'all', consistent: true });
      return data;
    },

    /**
     * Puts the partner in line with the trail entries and counts it on the shift's line counter
     * (`waitlistLine`), whose condition (absent, or below WAITLIST_MAX_ENTRIES) keeps concurrent joins
     * to the limit: ALREADY_WAITING when the entry was there, FULL when the counter refused.
     */
    async join(entry: WaitlistEntryRecord, context: ChangeContext): Promise<WaitlistJoinOutcome> {
      const outcome = await writeTransaction(db, (tx) => [
        tx.waitlistEntry
          .put(entry)
          .where((a, op) => op.notExists(a.partnerId))
          .commit(),
        tx.waitlistLine
          .update({ shiftId: entry.shiftId })
          .add({ waiting: 1 })
          .set({ expiresAt: entry.expiresAt })
          .where((a, op) => `${op.notExists(a.waiting)} OR ${op.lt(a.waiting, WAITLIST_MAX_ENTRIES)}`)
          .commit(),
        ...entriesOf(entry, WAITLIST_ACTIONS.join, context).map((audit) =>
          tx.auditEntry.create(audit).commit(),
        ),
      ]);
      if (failedAt(outcome, 0)) return 'ALREADY_WAITING';
      if (failedAt(outcome, 1)) return 'FULL';
      if (!outcome.ok) throw new Error(`Joining the waitlist failed: ${outcome.reasons.join(', ')}`);
      return 'JOINED';
    },

    /**
     * Takes the partner out of line with the trail entries (`leave`: the partner asked; `remove`: the
     * system did); false when it was not there.
     */
    async leave(
      entry: Pick<WaitlistEntryRecord, 'shiftId' | 'partnerId' | 'partnerName'>,
      context: ChangeContext,
      action: 'leave' | 'remove' = 'leave',
    ): Promise<boolean> {
      const outcome = await writeTransaction(db, (tx) => [
        tx.waitlistEntry
          .delete({ shiftId: entry.shiftId, partnerId: entry.partnerId })
          .where((a, op) => op.exists(a.partnerId))
          .commit(),
        // The counter follows the entry (an absent counter, a line older than it, becomes 0, never -1).
        tx.waitlistLine
          .update({ shiftId: entry.shiftId })
          .data((a, op) => {
            op.subtract(a.waiting, 1, 1);
          })
          .commit(),
        ...entriesOf(entry, WAITLIST_ACTIONS[action], context).map((audit) =>
          tx.auditEntry.create(audit).commit(),
        ),
      ]);
      if (failedAt(outcome, 0)) return false;
      if (!outcome.ok) throw new Error(`Leaving the waitlist failed: ${outcome.reasons.join(', ')}`);
      return true;
    },

    /** Records on the shift's trail that the released shift was offered to these partners, in order. */
    async recordOffer(
      shiftId: string,
      partnerIds: readonly string[],
      skipped: number,
      context: ChangeContext,
    ) {
      await db.entities.auditEntry
        .create(
          auditEntryOf(
            {
              subjectType: 'shift',
              subjectId: shiftId,
              action: WAITLIST_ACTIONS.offer,
              details: { partnerIds: [...partnerIds], skipped },
            },
            context,
          ),
        )
        .go();
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
