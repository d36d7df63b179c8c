import { randomUUID } from 'node:crypto';

import type { DocumentUploadTicket, PartnerDocument } from '@careshift/contract';
import type { PartnerDocumentRecord } from '@careshift/db';
import {
  contentMatchesExtension,
  documentContentType,
  documentFileName,
  documentObjectKey,
  documentObjectName,
  fileExtension,
  isPrimaryDocumentType,
  MAX_DOCUMENT_BYTES,
  uniqueDocumentFileName,
  ValidationError,
} from '@careshift/domain';
import type { DocumentType } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { assertCanChangeDocuments } from './document-access';
import { documentChangeContext } from './document-activity';
import type { DocumentDeps } from './document-deps';
import { toPartnerDocument } from './document-views';

/** How long a presigned POST may be used. */
export const UPLOAD_EXPIRES_SECONDS = 5 * 60;
/** How many first bytes the magic-bytes check reads (zip-based formats name their parts early). */
export const HEAD_BYTES = 64 * 1024;

export const DOC_ALREADY_EXISTS = 'Doc already exists';
export const NO_UPLOAD = 'No file selected';
export const FILE_TOO_BIG = 'File too big!';
export const FILE_TOO_BIG_DETAIL = 'File selected is more than 5MB';

export function contentMismatch(fileName: string): string {
  return `The file's content is not a ${fileExtension(fileName) || 'known'} file; it was removed.`;
}

/**
 * The type is free: a primary type the partner has not got yet ("other" repeats: its name is made
 * unique instead). `except` is the document being renamed (its own type does not count). Returns
 * the partner's other documents.
 */
async function assertTypeFree(
  deps: Pick<DocumentDeps, 'partnerDocuments'>,
  partnerId: string,
  type: DocumentType,
  except?: string,
): Promise<PartnerDocumentRecord[]> {
  const documents = (await deps.partnerDocuments.listPartnerDocuments(partnerId)).filter(
    (document) => document.documentId !== except,
  );
  if (isPrimaryDocumentType(type) && documents.some((document) => document.type === type)) {
    throw new ValidationError(DOC_ALREADY_EXISTS, { type: DOC_ALREADY_EXISTS });
  }
  return documents;
}

/** Where a document's file is kept: a safe key (never the name as typed; that is only shown). */
function objectKeyOf(partnerId: string, type: DocumentType, fileName: string, documentId: string): string {
  return documentObjectKey(partnerId, documentObjectName(type, fileName, documentId));
}

/** A presigned POST whose policy fixes the key, the Content-Type and 1 byte to 5 MB, for 5 minutes. */
export async function createDocumentUpload(
  deps: DocumentDeps,
  viewer: Viewer,
  partnerId: string,
  body: { type: DocumentType; fileName: string; size: number },
): Promise<DocumentUploadTicket> {
  await assertCanChangeDocuments(deps, viewer, partnerId);
  await assertTypeFree(deps, partnerId, body.type);
  const documentId = randomUUID();
  const key = objectKeyOf(partnerId, body.type, body.fileName, documentId);
  const contentType = documentContentType(body.fileName);
  const expiresAt = new Date(Date.now() + UPLOAD_EXPIRES_SECONDS * 1000).toISOString();
  const ticket = await deps.store.presignUpload({
    key,
    contentType,
    maxBytes: MAX_DOCUMENT_BYTES,
    expiresInSeconds: UPLOAD_EXPIRES_SECONDS,
  });
  return { ...ticket, documentId, key, contentType, maxBytes: MAX_DOCUMENT_BYTES, expiresAt };
}

/** Deletes a refused upload and answers why. */
async function refuse(deps: DocumentDeps, key: string, message: string, detail = message): Promise<never> {
  await deps.store.remove(key);
  throw new ValidationError(message, { fileName: detail });
}

/**
 * After the browser's POST: the object must exist, hold 1 byte to 5 MB and start with the bytes of
 * its extension's format (file-type); only then is it recorded. A file that fails is deleted.
 */
export async function confirmDocumentUpload(
  deps: DocumentDeps,
  viewer: Viewer,
  partnerId: string,
  body: { documentId: string; type: DocumentType; fileName: string },
): Promise<PartnerDocument> {
  await assertCanChangeDocuments(deps, viewer, partnerId);
  const others = await assertTypeFree(deps, partnerId, body.type);
  const key = objectKeyOf(partnerId, body.type, body.fileName, body.documentId);
  const object = await deps.store.head(key);
  if (!object) throw new ValidationError(NO_UPLOAD, { fileName: NO_UPLOAD });
  if (object.size > MAX_DOCUMENT_BYTES) return refuse(deps, key, FILE_TOO_BIG, FILE_TOO_BIG_DETAIL);
  if (object.size === 0) return refuse(deps, key, 'The file is empty.');
  const head = await deps.store.readHead(key, HEAD_BYTES);
  if (!contentMatchesExtension(key, await deps.detectFileType(head), head)) {
    return refuse(deps, key, contentMismatch(key));
  }
  const fileName = uniqueDocumentFileName(
    documentFileName(body.fileName),
    others.map((document) => document.fileName),
  );
  const record: PartnerDocumentRecord = {
    partnerId,
    documentId: body.documentId,
    type: body.type,
    fileName,
    objectKey: key,
    contentType: documentContentType(key),
    size: object.size,
    uploadedAt: deps.clock.now().toISOString(),
    uploadedBy: viewer.userId,
  };
  if (!(await deps.partnerDocuments.addPartnerDocument(record, documentChangeContext(deps, viewer)))) {
    throw new ValidationError(DOC_ALREADY_EXISTS, { type: DOC_ALREADY_EXISTS });
  }
  return toPartnerDocument(record);
}

export { assertTypeFree, objectKeyOf };
