import type { PartnerDocument } from '@careshift/contract';
import type { PartnerDocumentRecord } from '@careshift/db';
import { DOCUMENT_TYPES } from '@careshift/domain';
import type { DocumentType } from '@careshift/domain';

function documentTypeOf(type: string): DocumentType {
  return DOCUMENT_TYPES.find((known) => known === type) ?? 'other';
}

/** A stored document as the API answers it. */
export function toPartnerDocument(record: PartnerDocumentRecord): PartnerDocument {
  return {
    documentId: record.documentId,
    type: documentTypeOf(record.type),
    fileName: record.fileName,
    contentType: record.contentType,
    size: record.size,
    uploadedAt: record.uploadedAt,
  };
}
