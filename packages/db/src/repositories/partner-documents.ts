import { isPrimaryDocumentType } from '@careshift/domain';

import type { PartnerDocumentItem } from '../entities/partner-document';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';

import type { ChangeContext } from './audit';
import { documentAuditEntry } from './partner-document-audit';
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
     * transaction, so a second one is refused (false), even when two uploads race. With `context`, the
     * upload's entry in the partner's trail is written in that transaction too.
     */
    async addPartnerDocument(record: PartnerDocumentRecord, context?: ChangeContext): Promise<boolean> {
      const primary = isPrimaryDocumentType(record.type);
      if (!primary && !context) {
        try {
          await partnerDocument.create(record).go();
          return true;
        } catch (error) {
          if (isConditionFailure(error)) return false;
          throw error;
        }
      }
      const outcome = await writeTransaction(db, (tx) => [
        tx.partnerDocument.create(record).commit(),
        ...(primary
          ? [tx.partnerDocument.create({ ...record, documentId: slotId(record.type) }).commit()]
          : []),
        ...(context
          ? [tx.auditEntry.create(documentAuditEntry({ kind: 'upload', document: record }, context)).commit()]
          : []),
      ]);
      if (!outcome.ok && (failedAt(outcome, 0) || (primary && failedAt(outcome, 1)))) return false;
      if (!outcome.ok) throw new Error(`Recording a document failed: ${outcome.reasons.join(', ')}`);
      return true;
    },

    /**
     * Changes a document's type (after its file was copied to `objectKey`), keeping its id; the new
     * primary type's slot is taken and the old one freed in the same transaction (with `context`, the
     * change's entry in the partner's trail too). Undefined when the document does not exist or the new
     * type is taken.
     */
    async renamePartnerDocument(
      partnerId: string,
      documentId: string,
      changes: { type: string; objectKey: string; fileName?: string },
      context?: ChangeContext,
    ): Promise<PartnerDocumentRecord | undefined> {
      const current = await this.getPartnerDocument(partnerId, documentId);
      if (!current) return undefined;
      const renamed = { ...current, ...changes };
      const audit = context
        ? documentAuditEntry({ kind: 'rename', document: current, type: changes.type }, context)
        : undefined;
      const outcome = await writeTransaction(db, ({ partnerDocument: tx, auditEntry }) => [
        tx.patch({ partnerId, documentId }).set(changes).commit(),
        ...(isPrimaryDocumentType(changes.type)
          ? [tx.create({ ...renamed, documentId: slotId(changes.type) }).commit()]
          : []),
        ...(isPrimaryDocumentType(current.type) && current.type !== changes.type
          ? [tx.delete({ partnerId, documentId: slotId(current.type) }).commit()]
          : []),
        ...(audit ? [auditEntry.create(audit).commit()] : []),
      ]);
      if (!outcome.ok) return undefined;
      return renamed;
    },

    /**
     * Removes a document's metadata, its type's slot and (with `context`) writes the removal into the
     * partner's trail, in one transaction; returns the document (for the file's key), undefined when absent.
     */
    async removePartnerDocument(
      partnerId: string,
      documentId: string,
      context?: ChangeContext,
    ): Promise<PartnerDocumentRecord | undefined> {
      const removed = await this.getPartnerDocument(partnerId, documentId);
      if (!removed) return undefined;
      const outcome = await writeTransaction(db, ({ partnerDocument: tx, auditEntry }) => [
        tx
          .delete({ partnerId, documentId })
          .where((attr, op) => op.exists(attr.documentId))
          .commit(),
        ...(isPrimaryDocumentType(removed.type)
          ? [tx.delete({ partnerId, documentId: slotId(removed.type) }).commit()]
          : []),
        ...(context
          ? [auditEntry.create(documentAuditEntry({ kind: 'remove', document: removed }, context)).commit()]
          : []),
      ]);
      if (!outcome.ok && failedAt(outcome, 0)) return undefined;
      if (!outcome.ok) throw new Error(`Removing a document failed: ${outcome.reasons.join(', ')}`);
      return removed;
    },
  };
}

export type PartnerDocumentRepository = ReturnType<typeof createPartnerDocumentRepository>;
