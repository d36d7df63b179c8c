import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export type IdempotencyStart =
  /** The caller runs the request, then completes (or releases) the key. */
  | { state: 'started' }
  /** A request with this key already finished: reply with its stored response. */
  | { state: 'completed'; response: unknown }
  /** A request with this key is running now. */
  | { state: 'in-progress' }
  /** The key was used for a different request. */
  | { state: 'mismatch' };

export interface IdempotencyOptions {
  /** How long a finished request's reply is kept (DynamoDB TTL). */
  ttlSeconds: number;
  /** After this long a request still "in progress" is taken to have crashed and may be run again. */
  staleAfterSeconds?: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export function createIdempotencyRepository(db: DbService) {
  const { idempotencyRecord } = db.entities;
  return {
    /**
     * Claims an idempotency key with one conditional put: it succeeds when the key is new, expired
     * (TTL deletion is lazy) or held by a crashed request; otherwise the stored record decides.
     */
    async beginIdempotentRequest(
      input: { key: string; requestHash: string; now: number },
      options: IdempotencyOptions,
    ): Promise<IdempotencyStart> {
      const nowSeconds = seconds(input.now);
      const staleBefore = new Date(input.now - (options.staleAfterSeconds ?? 120) * 1000).toISOString();
      try {
        await idempotencyRecord
          .put({
            key: input.key,
            state: 'IN_PROGRESS',
            requestHash: input.requestHash,
            createdAt: new Date(input.now).toISOString(),
            expiresAt: nowSeconds + options.ttlSeconds,
          })
          .where(
            (a, op) =>
              `${op.notExists(a.key)} OR ${op.lt(a.expiresAt, nowSeconds)} OR (${op.eq(a.state, 'IN_PROGRESS')} AND ${op.lt(a.createdAt, staleBefore)})`,
          )
          .go();
        return { state: 'started' };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { data } = await idempotencyRecord.get({ key: input.key }).go({ consistent: true });
      if (!data) return { state: 'in-progress' };
      if (data.requestHash !== input.requestHash) return { state: 'mismatch' };
      return data.state === 'COMPLETED'
        ? { state: 'completed', response: data.response }
        : { state: 'in-progress' };
    },

    /** Stores the reply of a request started with `beginIdempotentRequest`. */
    async completeIdempotentRequest(key: string, response: unknown, now: number): Promise<void> {
      await idempotencyRecord
        .patch({ key })
        .set({ state: 'COMPLETED', response, completedAt: new Date(now).toISOString() })
        .go();
    },

    /** Frees the key of a request that failed, so that a retry runs it again. */
    async releaseIdempotentRequest(key: string): Promise<void> {
      await idempotencyRecord.delete({ key }).go();
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
