import type { PartnerBankDetailsItem, PartnerInfoItem } from '../entities/partner-private';
import type { DbService } from '../service';

export type PartnerInfoRecord = PartnerInfoItem;
export type PartnerBankDetailsRecord = PartnerBankDetailsItem;

/**
 * A partner's private items (DESIGN.md "Data"): separate from the public profile so that a read of the
 * profile can never leak them. Who may read them is decided by the caller's permissions.
 */
export function createPartnerPrivateRepository(db: DbService) {
  const { partnerInfo, partnerBankDetails } = db.entities;
  return {
    async getPartnerInfo(partnerId: string): Promise<PartnerInfoRecord | undefined> {
      const { data } = await partnerInfo.get({ partnerId }).go();
      return data ?? undefined;
    },

    async getPartnerBankDetails(partnerId: string): Promise<PartnerBankDetailsRecord | undefined> {
      const { data } = await partnerBankDetails.get({ partnerId }).go();
      return data ?? undefined;
    },

    /** Replaces a partner's private info (the profile must exist: written only beside it or after it). */
    async savePartnerInfo(record: PartnerInfoRecord): Promise<void> {
      await partnerInfo.put(record).go();
    },

    async savePartnerBankDetails(record: PartnerBankDetailsRecord): Promise<void> {
      await partnerBankDetails.put(record).go();
    },
  };
}

export type PartnerPrivateRepository = ReturnType<typeof createPartnerPrivateRepository>;
