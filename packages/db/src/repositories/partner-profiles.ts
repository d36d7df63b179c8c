import type { DbService } from '../service';

import { toPartnerRecord } from './partner-records';
import type { PartnerRecord } from './partner-records';

/**
 * A partner's profile read by id: all that the sign-in triggers and the activity trail's names need,
 * so their bundles leave out the partner writes (transactions, counters, audit entries) and lists.
 */
export function createPartnerProfileRepository(db: DbService) {
  const { partner } = db.entities;
  return {
    async getPartner(partnerId: string): Promise<PartnerRecord | undefined> {
      const { data } = await partner.get({ partnerId }).go();
      return data ? toPartnerRecord(data) : undefined;
    },

    /** Several profiles in one BatchGetItem, in the order asked (missing ones left out). */
    async getPartners(partnerIds: readonly string[]): Promise<PartnerRecord[]> {
      const ids = [...new Set(partnerIds)];
      if (ids.length === 0) return [];
      const { data } = await partner
        .get(ids.map((partnerId) => ({ partnerId })))
        .go({ preserveBatchOrder: true });
      return data.filter((item) => item !== null && item !== undefined).map((item) => toPartnerRecord(item));
    },
  };
}
