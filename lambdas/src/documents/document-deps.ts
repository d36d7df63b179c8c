import {
  createPartnerDocumentRepository,
  createPartnerRepositories,
  createShiftRepositories,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { onDemand } from '../bundling/on-demand';
import { clock } from '../clock';
import type { Clock } from '../clock';
import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import type { DocumentStore } from './document-store';

/** Recognises a file by its first bytes: the detected extension, undefined when unknown. */
export type FileTypeDetector = (head: Uint8Array) => Promise<string | undefined>;

/** What the documents area's use cases receive. */
export type DocumentDeps = Pick<Repositories, 'partners' | 'partnerDocuments'> & {
  shifts: Pick<Repositories['shifts'], 'listShifts'>;
  store: DocumentStore;
  detectFileType: FileTypeDetector;
  clock: Clock;
  logError: (message: string, details: Record<string, unknown>) => void;
};

/**
 * The documents bucket (the S3 client and presigner) and file-type, imported by the first operation that
 * uses them: files of their own beside the bundle (docs/decisions/performance/area-loads.md).
 */
const store = onDemand<DocumentStore>(async () => (await import('./document-store')).documentStore(), {
  presignUpload: true,
  head: true,
  readHead: true,
  copy: true,
  remove: true,
  presignDownload: true,
});

const detectFileType: FileTypeDetector = async (head) =>
  (await import('./file-type-detector')).detectFileType(head);

/** The documents area: document records, partners, shifts (for an organisation's access) and S3. */
export function documentDeps(): DocumentDeps {
  return {
    ...repositoriesOf({
      partners: createPartnerRepositories,
      partnerDocuments: createPartnerDocumentRepository,
      shifts: createShiftRepositories,
    }),
    store,
    detectFileType,
    clock,
    logError,
  };
}
