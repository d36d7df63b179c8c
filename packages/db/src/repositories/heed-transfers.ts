import type { HeedTransferItem } from '../entities/heed-transfer';
import type { DbService } from '../service';

export type HeedTransferRecord = HeedTransferItem;

/** Partners' transfers to Heed (see entities/heed-transfer.ts): the latest one per partner. */
export function createHeedTransferRepository(db: DbService) {
  const entity = db.entities.heedTransfer;
  return {
    /** Keeps this transfer as the partner's latest (a repeat of the same attempt writes the same item). */
    async recordHeedTransfer(record: HeedTransferRecord): Promise<void> {
      await entity.put(record).go();
    },

    async getHeedTransfer(partnerId: string): Promise<HeedTransferRecord | undefined> {
      const { data } = await entity.get({ partnerId }).go();
      return data ?? undefined;
    },

    /** The latest transfer of each of several partners, in one BatchGetItem (a list's page; never-sent left out). */
    async getHeedTransfers(partnerIds: readonly string[]): Promise<Map<string, HeedTransferRecord>> {
      const ids = [...new Set(partnerIds)];
      if (ids.length === 0) return new Map();
      const { data } = await entity.get(ids.map((partnerId) => ({ partnerId }))).go();
      return new Map(data.map((item) => [item.partnerId, item]));
    },
  };
}

export type HeedTransferRepository = ReturnType<typeof createHeedTransferRepository>;
