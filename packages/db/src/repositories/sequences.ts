import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export type SequenceName = 'shift' | 'invoice';

export function createSequenceRepository(db: DbService) {
  const { sequence } = db.entities;
  return {
    /** Allocates `count` consecutive reference numbers with one atomic ADD; returns the first. */
    async allocateRefNumbers(name: SequenceName, count = 1): Promise<number> {
      if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot allocate ${count} numbers`);
      const { data } = await sequence.update({ name }).add({ value: count }).go({ response: 'updated_new' });
      return (data.value ?? count) - count + 1;
    },

    /** The last number a sequence gave (a consistent read); undefined before its first. */
    async peekSequence(name: SequenceName): Promise<number | undefined> {
      const { data } = await sequence.get({ name }).go({ consistent: true });
      return data?.value;
    },

    /** Moves a sequence forward to at least `value` (after a bulk load); never moves it back. */
    async raiseSequence(name: SequenceName, value: number): Promise<void> {
      await sequence
        .update({ name })
        .set({ value })
        .where((a, op) => `${op.notExists(a.value)} OR ${op.lt(a.value, value)}`)
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },
  };
}

export type SequenceRepository = ReturnType<typeof createSequenceRepository>;
