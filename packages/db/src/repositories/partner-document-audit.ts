import type { PartnerDocumentItem } from '../entities/partner-document';

import { auditEntryOf } from './audit';
import type { AuditEntry, ChangeContext } from './audit';

type Document = Pick<PartnerDocumentItem, 'partnerId' | 'documentId' | 'fileName' | 'type'>;

/**
 * A document's entry in its partner's activity trail (issue 32 item 12), written in the same
 * transaction as the document change: an upload or a removal names the file ("File" change), a type
 * change names the old and new type ("Document type" change) and the file.
 */
export function documentAuditEntry(
  change:
    { kind: 'upload' | 'remove'; document: Document } | { kind: 'rename'; document: Document; type: string },
  context: ChangeContext,
): AuditEntry {
  const { partnerId, documentId, fileName } = change.document;
  const details =
    change.kind === 'rename'
      ? {
          changes: [{ field: 'documentType', from: change.document.type, to: change.type }],
          documentId,
          fileName,
        }
      : {
          changes: [
            change.kind === 'upload'
              ? { field: 'fileName', from: null, to: fileName }
              : { field: 'fileName', from: fileName, to: null },
          ],
          documentId,
        };
  return auditEntryOf(
    { subjectType: 'partner', subjectId: partnerId, action: `partner-document-${change.kind}`, details },
    context,
  );
}
