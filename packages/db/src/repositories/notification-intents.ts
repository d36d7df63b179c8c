import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export interface NotificationIntent {
  intentId: string;
  notice: unknown;
  sent: string[];
  attempts: number;
  createdAt: string;
}

/** The intent id of the change that took a shift to `version`. */
export function notificationIntentId(shiftId: string, version: number): string {
  return `${shiftId}#${version}`;
}

/** The intent id of the automatic standing change that took a partner's profile to `version`. */
export function standingNoticeIntentId(partnerId: string, version: number): string {
  return `standing#${partnerId}#${version}`;
}

/**
 * The intent id of a message to an account (issue 32): `about` names it — `welcome` once per account,
 * a sign-in change with its time — so a repeated write of the same message is one intent.
 */
export function accountNoticeIntentId(userId: string, about: string): string {
  return `account#${userId}#${about}`;
}

/** A new outbox intent: nothing sent yet. */
export function newNotificationIntent(
  intentId: string,
  notice: unknown,
  createdAt: string,
): NotificationIntent {
  return { intentId, notice, sent: [], attempts: 0, createdAt };
}

/** The notification outbox (entities/notification-intent.ts). */
export function createNotificationIntentRepository(db: DbService) {
  const { notificationIntent } = db.entities;
  const toIntent = (item: {
    intentId: string;
    notice: unknown;
    sent?: string[];
    attempts?: number;
    createdAt: string;
  }): NotificationIntent => ({
    intentId: item.intentId,
    notice: item.notice,
    sent: item.sent ?? [],
    attempts: item.attempts ?? 0,
    createdAt: item.createdAt,
  });
  return {
    /**
     * Keeps an intent on its own (a notice after a change that has no transaction of its own to join);
     * the same intent written again is one intent.
     */
    async addIntent(intent: NotificationIntent): Promise<void> {
      await notificationIntent.put(intent).go();
    },

    async getIntent(intentId: string): Promise<NotificationIntent | undefined> {
      const { data } = await notificationIntent.get({ intentId }).go({ consistent: true });
      return data ? toIntent(data) : undefined;
    },

    /** Intents written before `createdBefore`, oldest first (the retry job's queue). */
    async listPendingIntents(input: { createdBefore: string; limit: number }): Promise<NotificationIntent[]> {
      const { data } = await notificationIntent.query
        .pendingByCreated({})
        .lt({ createdAt: input.createdBefore })
        .go({ limit: input.limit });
      return data.map(toIntent);
    },

    /**
     * Takes an intent for a run of the job until `until` (false when another run holds it, or it is
     * gone), counting the attempt.
     */
    async leaseIntent(intentId: string, now: string, until: string): Promise<boolean> {
      try {
        await notificationIntent
          .update({ intentId })
          .set({ leaseUntil: until })
          .add({ attempts: 1 })
          .where(
            (a, op) =>
              `${op.exists(a.createdAt)} AND (${op.notExists(a.leaseUntil)} OR ${op.lt(a.leaseUntil, now)})`,
          )
          .go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Records deliveries that left, so no retry sends them again. */
    async recordSent(intentId: string, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      try {
        await notificationIntent
          .update({ intentId })
          .append({ sent: keys })
          .remove(['leaseUntil'])
          .where((a, op) => op.exists(a.createdAt))
          .go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Every delivery left: the intent is done. */
    async completeIntent(intentId: string): Promise<void> {
      await notificationIntent.delete({ intentId }).go();
    },
  };
}

export type NotificationIntentRepository = ReturnType<typeof createNotificationIntentRepository>;
