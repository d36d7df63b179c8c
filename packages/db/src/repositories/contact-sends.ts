import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export interface RecordContactSendInput {
  /** "ip#203.0.113.7" or "email#someone@example.com". */
  sender: string;
  /** Start of the throttle window, epoch seconds. */
  windowStart: number;
  /** Messages allowed in the window; the one that would exceed it is refused. */
  limit: number;
  /** TTL of the counter, epoch seconds (the end of the window). */
  expiresAt: number;
}

export function createContactSendRepository(db: DbService) {
  const contactSends = db.entities.contactSend;
  return {
    /**
     * Counts one message of a sender in a window, atomically: a conditional ADD that succeeds only
     * while the count is below the limit, so concurrent posts never pass it. False when refused.
     */
    async recordContactSend(input: RecordContactSendInput): Promise<boolean> {
      const { sender, windowStart, limit, expiresAt } = input;
      try {
        await contactSends
          .update({ sender, windowStart })
          .add({ sends: 1 })
          .set({ expiresAt })
          .where(({ sends }, { notExists, lt }) => `${notExists(sends)} OR ${lt(sends, limit)}`)
          .go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type ContactSendRepository = ReturnType<typeof createContactSendRepository>;
