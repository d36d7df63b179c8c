import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export interface OtpSendWindow {
  phoneNumber: string;
  /** Start of the throttle window, epoch seconds. */
  windowStart: number;
}

export interface RecordOtpSendInput extends OtpSendWindow {
  /** Sends allowed in the window; the send that would exceed it is refused. */
  limit: number;
  /** TTL of the counter, epoch seconds (the end of the window or later). */
  expiresAt: number;
}

export interface RecordOtpSendResult {
  allowed: boolean;
  /** Sends counted in the window, including this one when it was allowed. */
  sends: number;
}

export function createOtpSendRepository(db: DbService) {
  const otpSends = db.entities.otpSend;
  return {
    /**
     * Counts one code send for a number in a window, atomically: a single conditional update
     * that only succeeds while the window's count is below the limit, so concurrent requests
     * can never send more than `limit` codes.
     */
    async recordOtpSend(input: RecordOtpSendInput): Promise<RecordOtpSendResult> {
      const { phoneNumber, windowStart, limit, expiresAt } = input;
      try {
        const { data } = await otpSends
          .update({ phoneNumber, windowStart })
          .add({ sends: 1 })
          .set({ expiresAt })
          .where(({ sends }, { notExists, lt }) => `${notExists(sends)} OR ${lt(sends, limit)}`)
          .go({ response: 'all_new' });
        return { allowed: true, sends: data.sends ?? 1 };
      } catch (error) {
        if (isConditionFailure(error)) return { allowed: false, sends: limit };
        throw error;
      }
    },

    /** Sends counted for a number in a window (0 when none). */
    async countOtpSends(window: OtpSendWindow): Promise<number> {
      const { data } = await otpSends.get(window).go();
      return data?.sends ?? 0;
    },
  };
}

export type OtpSendRepository = ReturnType<typeof createOtpSendRepository>;
