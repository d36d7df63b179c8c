import { isPrimaryDocumentType } from '@careshift/domain';

import type { PartnerDocumentItem } from '../entities/partner-document';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';

import { isConditionFailure } from './positions';

export type PartnerDocumentRecord = PartnerDocumentItem;

/**
 * A primary type's slot: an item of the same entity, id "slot#<type>", written in the same
 * transaction as the document, so a type is held once even when two uploads or renames race while
 * documents keep their ids (issue 32). Slots are never listed.
 */
const SLOT = 'slot#';
const slotId = (type: string) => `${SLOT}${type}`;
const isSlot = (documentId: string) => documentId.startsWith(SLOT);

export function createPartnerDocumentRepository(db: DbService) {
  const { partnerDocument } = db.entities;
  return {
    /** A partner's documents (a handful; one key query). */
    async listPartnerDocuments(partnerId: string): Promise<PartnerDocumentRecord[]> {
      const { data } = await partnerDocument.query.byPartner({ partnerId }).go({ pages: 'all' });
      return data.filter((document) => !isSlot(document.documentId));
    },

    async getPartnerDocument(
      partnerId: string,
      documentId: string,
    ): Promise<PartnerDocumentRecord | undefined> {
      if (isSlot(documentId)) return undefined;
      const { data } = await partnerDocument.get({ partnerId, documentId }).go();
      return data ?? undefined;
    },

    /**
     * Records an uploaded document under its own id. A primary type also takes its slot in the same
     * transaction, so a second one is refused (false), even when two uploads race.
     */
    async addPartnerDocument(record: PartnerDocumentRecord): Promise<boolean> {
      if (!isPrimaryDocumentType(record.type)) {
        try {
          await partnerDocument.create(record).go();
          return true;
        } catch (error) {
          if (isConditionFailure(error)) return false;
          throw error;
        }
      }
      const outcome = await writeTransaction(db, ({ partnerDocument: tx }) => [
        tx.create(record).commit(),
        tx.create({ ...record, documentId: slotId(record.type) }).commit(),
      ]);
      if (!outcome.ok && (failedAt(outcome, 0) || failedAt(outcome, 1))) return false;
      if (!outcome.ok) throw new Error(`Recording a document failed: ${outcome.reasons.join(', ')}`);
      return true;
    },

    /**
     * Changes a document's type (after its file was copied to `objectKey`), keeping its id; the new
     * primary type's slot is taken and the old one freed in the same transaction. Undefined when the
     * document does not exist or the new type is taken.
     */
    async renamePartnerDocument(
      partnerId: string,
      documentId: string,
      changes: { type: string; objectKey: string; fileName?: string },
    ): Promise<PartnerDocumentRecord | undefined> {
      const current = await this.getPartnerDocument(partnerId, documentId);
      if (!current) return undefined;
      const renamed = { ...current, ...changes };
      const outcome = await writeTransaction(db, ({ partnerDocument: tx }) => [
        tx.patch({ partnerId, documentId }).set(changes).commit(),
        ...(isPrimaryDocumentType(changes.type)
          ? [tx.create({ ...renamed, documentId: slotId(changes.type) }).commit()]
          : []),
        ...(isPrimaryDocumentType(current.type) && current.type !== changes.type
          ? [tx.delete({ partnerId, documentId: slotId(current.type) }).commit()]
          : []),
      ]);
      if (!outcome.ok) return undefined;
      return renamed;
    },

    /** Removes a document's metadata (and its type's slot) and returns it (for the file's key); undefined when absent. */
    async removePartnerDocument(
      partnerId: string,
      documentId: string,
    ): Promise<PartnerDocumentRecord | undefined> {
      if (isSlot(documentId)) return undefined;
      const { data } = await partnerDocument.delete({ partnerId, documentId }).go({ response: 'all_old' });
      const removed = (data as PartnerDocumentRecord | null) ?? undefined;
      if (removed && isPrimaryDocumentType(removed.type)) {
        await partnerDocument.delete({ partnerId, documentId: slotId(removed.type) }).go();
      }
      return removed;
    },
  };
}

export type PartnerDocumentRepository = ReturnType<typeof createPartnerDocumentRepository>;
