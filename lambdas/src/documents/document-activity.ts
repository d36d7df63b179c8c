import type { Repositories } from '@careshift/db';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

/** What a document's entry in the partner's activity trail needs. */
export interface DocumentActivityDeps {
  audit: Pick<Repositories['audit'], 'recordAuditEntry'>;
  clock: { now(): Date };
}

/**
 * Writes a document upload or removal into the partner's activity trail (issue 32 item 12): who, when
 * and the file's name (shown as the "File" change), with the document id for support.
 */
export async function recordDocumentActivity(
  deps: DocumentActivityDeps,
  viewer: Viewer,
  change: { kind: 'upload' | 'remove'; partnerId: string; documentId: string; fileName: string },
): Promise<void> {
  const uploaded = change.kind === 'upload';
  await deps.audit.recordAuditEntry(
    {
      subjectType: 'partner',
      subjectId: change.partnerId,
      action: `partner-document-${change.kind}`,
      details: {
        changes: [
          {
            field: 'fileName',
            from: uploaded ? null : change.fileName,
            to: uploaded ? change.fileName : null,
          },
        ],
        documentId: change.documentId,
      },
    },
    changeContextOf(viewer, deps.clock.now().toISOString()),
  );
}
