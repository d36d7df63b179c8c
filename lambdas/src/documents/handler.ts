import * as contract from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { documentDeps } from './document-deps';
import { confirmDocumentUpload, createDocumentUpload } from './document-uploads';
import { downloadDocument, listDocuments, removeDocument, renameDocument } from './documents';

/** The documents area Lambda: partner documents in S3 (employees/{id}/…), issue 11. */
export const handler = areaHandler([
  route(contract.partnerDocumentsList, ({ path }, { viewer }) =>
    listDocuments(documentDeps(), viewer, path.partnerId),
  ),
  route(contract.partnerDocumentUpload, ({ path, body }, { viewer }) =>
    createDocumentUpload(documentDeps(), viewer, path.partnerId, body),
  ),
  route(contract.partnerDocumentConfirm, ({ path, body }, { viewer }) =>
    confirmDocumentUpload(documentDeps(), viewer, path.partnerId, body),
  ),
  route(contract.partnerDocumentDownload, ({ path }, { viewer }) =>
    downloadDocument(documentDeps(), viewer, path.partnerId, path.documentId),
  ),
  route(contract.partnerDocumentRename, ({ path, body }, { viewer }) =>
    renameDocument(documentDeps(), viewer, path.partnerId, path.documentId, body.type),
  ),
  route(contract.partnerDocumentRemove, ({ path }, { viewer }) =>
    removeDocument(documentDeps(), viewer, path.partnerId, path.documentId),
  ),
]);
