import type { Repositories } from '@careshift/db';

import type { Clock } from '../clock';

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
