import type { PartnerDocument } from '@careshift/contract';
import type { PartnerDocumentRecord } from '@careshift/db';
import { ConflictError, NotFoundError, ValidationError } from '@careshift/domain';
import type { DocumentType } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { assertCanChangeDocuments, assertCanReadDocuments } from './document-access';
import { documentChangeContext } from './document-activity';
import type { DocumentDeps } from './document-deps';
import { assertTypeFree, DOC_ALREADY_EXISTS, objectKeyOf } from './document-uploads';
import { toPartnerDocument } from './document-views';

export const DOCUMENT_NOT_FOUND = 'This document does not exist.';
export const RENAME_FAILED = 'Error renaming file!';
/** How long a download link works. */
export const DOWNLOAD_EXPIRES_SECONDS = 60;

function byType(a: PartnerDocumentRecord, b: PartnerDocumentRecord): number {
  return a.type.localeCompare(b.type) || a.fileName.localeCompare(b.fileName);
}

export async function listDocuments(
  deps: DocumentDeps,
  viewer: Viewer,
  partnerId: string,
): Promise<PartnerDocument[]> {
  await assertCanReadDocuments(deps, viewer, partnerId);
  const documents = await deps.partnerDocuments.listPartnerDocuments(partnerId);
  return documents.sort(byType).map(toPartnerDocument);
}

async function loadDocument(
  deps: DocumentDeps,
  partnerId: string,
  documentId: string,
): Promise<PartnerDocumentRecord> {
  const document = await deps.partnerDocuments.getPartnerDocument(partnerId, documentId);
  if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return document;
}

/** The document, once the viewer may change the partner's documents. */
async function changeableDocument(deps: DocumentDeps, viewer: Viewer, partnerId: string, documentId: string) {
  await assertCanChangeDocuments(deps, viewer, partnerId);
  return loadDocument(deps, partnerId, documentId);
}

/** A short-lived presigned GET that saves the file under its name. */
export async function downloadDocument(
  deps: DocumentDeps,
  viewer: Viewer,
  partnerId: string,
  documentId: string,
): Promise<{ url: string; expiresAt: string }> {
  await assertCanReadDocuments(deps, viewer, partnerId);
  const document = await loadDocument(deps, partnerId, documentId);
  const url = await deps.store.presignDownload({
    key: document.objectKey,
    fileName: document.fileName,
    expiresInSeconds: DOWNLOAD_EXPIRES_SECONDS,
  });
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_EXPIRES_SECONDS * 1000).toISOString() };
}

/**
 * Changing the type keeps the document's id and name; a file keyed by its type is renamed (copy,
 * then delete the old one); the primary-type-once rule holds for the new type. A failed copy
 * answers "Error renaming file!" and changes nothing.
 */
export async function renameDocument(
  deps: DocumentDeps,
  viewer: Viewer,
  partnerId: string,
  documentId: string,
  type: DocumentType,
): Promise<PartnerDocument> {
  const document = await changeableDocument(deps, viewer, partnerId, documentId);
  if (document.type === type) return toPartnerDocument(document);
  await assertTypeFree(deps, partnerId, type, document.documentId);
  const objectKey = objectKeyOf(partnerId, type, document.fileName, document.documentId);
  try {
    if (objectKey !== document.objectKey) await deps.store.copy(document.objectKey, objectKey);
  } catch (error) {
    deps.logError('Copying a document failed', { partnerId, documentId, error: String(error) });
    throw new ConflictError(RENAME_FAILED, 'RENAME_FAILED');
  }
  const renamed = await deps.partnerDocuments.renamePartnerDocument(
    partnerId,
    documentId,
    { type, objectKey },
    documentChangeContext(deps, viewer),
  );
  if (!renamed) {
    if (objectKey !== document.objectKey) await deps.store.remove(objectKey);
    throw new ValidationError(DOC_ALREADY_EXISTS, { type: DOC_ALREADY_EXISTS });
  }
  if (objectKey !== document.objectKey) await deps.store.remove(document.objectKey);
  return toPartnerDocument(renamed);
}

/** Deletes the file and its record. */
export async function removeDocument(
  deps: DocumentDeps,
  viewer: Viewer,
  partnerId: string,
  documentId: string,
): Promise<null> {
  const document = await changeableDocument(deps, viewer, partnerId, documentId);
  await deps.store.remove(document.objectKey);
  await deps.partnerDocuments.removePartnerDocument(
    partnerId,
    documentId,
    documentChangeContext(deps, viewer),
  );
  return null;
}
