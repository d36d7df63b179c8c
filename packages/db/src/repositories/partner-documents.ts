import { isPrimaryDocumentType } from '@careshift/domain';

import type { PartnerDocumentItem } from '../entities/partner-document';
import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export type PartnerDocumentRecord = PartnerDocumentItem;

export function createPartnerDocumentRepository(db: DbService) {
  const { partnerDocument } = db.entities;
  return {
    /** A partner's documents (a handful; one key query). */
    async listPartnerDocuments(partnerId: string): Promise<PartnerDocumentRecord[]> {
      const { data } = await partnerDocument.query.byPartner({ partnerId }).go({ pages: 'all' });
      return data;
    },

    async getPartnerDocument(
      partnerId: string,
      documentId: string,
    ): Promise<PartnerDocumentRecord | undefined> {
      const { data } = await partnerDocument.get({ partnerId, documentId }).go();
      return data ?? undefined;
    },

    /**
     * Records an uploaded document. A primary type is stored under its type as id, so a second one is
     * refused (false) by the item's condition, even when two uploads race.
     */
    async addPartnerDocument(record: PartnerDocumentRecord): Promise<boolean> {
      // A primary type may exist only once (the domain's rule): its id is the type.
      const primary = isPrimaryDocumentType(record.type);
      const item = primary ? { ...record, documentId: record.type } : record;
      try {
        await partnerDocument.create(item).go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Renames a document (after the file was copied to its new key); undefined when it does not exist. */
    async renamePartnerDocument(
      partnerId: string,
      documentId: string,
      changes: { fileName: string; objectKey: string },
    ) {
      try {
        const { data } = await partnerDocument
          .patch({ partnerId, documentId })
          .set(changes)
          .go({ response: 'all_new' });
        return data as PartnerDocumentRecord;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Removes a document's metadata and returns it (for the file's key); undefined when absent. */
    async removePartnerDocument(
      partnerId: string,
      documentId: string,
    ): Promise<PartnerDocumentRecord | undefined> {
      const { data } = await partnerDocument.delete({ partnerId, documentId }).go({ response: 'all_old' });
      return (data as PartnerDocumentRecord | null) ?? undefined;
    },
  };
}

export type PartnerDocumentRepository = ReturnType<typeof createPartnerDocumentRepository>;
