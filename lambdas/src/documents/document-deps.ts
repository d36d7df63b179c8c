import {
  createPartnerDocumentRepository,
  createPartnerRepositories,
  createShiftRepositories,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { clock } from '../clock';
import type { Clock } from '../clock';
import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { documentStore } from './document-store';
import type { DocumentStore } from './document-store';
import { detectFileType } from './file-type-detector';

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

/** The documents area: document records, partners, shifts (for an organisation's access) and S3. */
export function documentDeps(): DocumentDeps {
  return {
    ...repositoriesOf({
      partners: createPartnerRepositories,
      partnerDocuments: createPartnerDocumentRepository,
      shifts: createShiftRepositories,
    }),
    store: documentStore(),
    detectFileType,
    clock,
    logError,
  };
}
