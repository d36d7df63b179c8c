import * as z from 'zod/mini';

import { DOCUMENT_TYPES } from '@careshift/domain/partners/documents';

import { documentUploadRequestSchema } from '../forms/document-upload-form';
import { requiredEnum } from '../forms/fields';
import { defineOperation } from '../operation';

import { recordId } from './record-fields';

/** A partner's document as listed; its id stays when its type changes. The file is an S3 object under `employees/{partnerId}/`. */
export const partnerDocumentSchema = z.object({
  documentId: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** The file's own name in any script ("Πιστοποιητικό.pdf"), made unique among the partner's documents ("… (2).pdf"). */
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().check(z.int()),
  uploadedAt: z.string(),
});
export type PartnerDocument = z.infer<typeof partnerDocumentSchema>;

const partnerPath = z.object({ partnerId: recordId });
const documentPath = z.object({ partnerId: recordId, documentId: recordId });

/** What the browser needs to POST the file straight to S3 (a presigned POST). */
export const documentUploadTicketSchema = z.object({
  /** The id the document will have: sent back when confirming the upload. */
  documentId: z.string(),
  /** The bucket's URL: POST a multipart form with `fields` first, then the `file`. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The exact object key and Content-Type the policy fixes. */
  key: z.string(),
  contentType: z.string(),
  maxBytes: z.number().check(z.int()),
  expiresAt: z.string(),
});
export type DocumentUploadTicket = z.infer<typeof documentUploadTicketSchema>;

/** The upload request: type, file name and size, with the upload modal's rules (spec section 5). */
export const documentUploadBodySchema = documentUploadRequestSchema({ existingTypes: [] });

/** After the POST to S3: which upload to check and record. */
export const documentConfirmBodySchema = z.object({
  documentId: z.uuid({ error: 'documentId must be the id the upload ticket gave.' }),
  type: requiredEnum(DOCUMENT_TYPES),
  fileName: documentUploadBodySchema.shape.fileName,
});

export const documentRenameBodySchema = z.object({ type: requiredEnum(DOCUMENT_TYPES) });

const writers = ['SYSTEM_USER', 'EMPLOYEE'] as const;
/** Reads: also a client user of an organisation with a CLAIMED or FINISHED shift of the partner. */
const readers = ['SYSTEM_USER', 'EMPLOYEE', 'CLIENT', 'OWNER'] as const;

export const partnerDocumentsList = defineOperation({
  id: 'employee-documents-list',
  method: 'GET',
  path: '/api/partners/{partnerId}/documents',
  access: readers,
  area: 'documents',
  summary:
    "A partner's documents: the partner itself, administrators, and (read only) an organisation with a CLAIMED or FINISHED shift of the partner; anyone else 404.",
  input: { path: partnerPath },
  output: z.array(partnerDocumentSchema),
});

export const partnerDocumentUpload = defineOperation({
  id: 'employee-document-upload',
  method: 'POST',
  path: '/api/partners/{partnerId}/documents/uploads',
  access: writers,
  area: 'documents',
  summary:
    'A presigned POST (5 minutes) for a safe key under employees/{id}/ (primary types: the type plus extension; others: the new id plus the name in Latin letters), with the new document\'s id: the policy fixes the key, the Content-Type and content-length-range 1 byte to 5 MB. Refuses an existing primary type ("Doc already exists") and an extension not in the list ("{ext} is not supported").',
  input: { path: partnerPath, body: documentUploadBodySchema },
  output: documentUploadTicketSchema,
});

export const partnerDocumentConfirm = defineOperation({
  id: 'employee-document-confirm',
  method: 'POST',
  path: '/api/partners/{partnerId}/documents',
  access: writers,
  area: 'documents',
  summary:
    'Checks an uploaded file (at most 5 MB, its first bytes match its extension) and only then lists it under its own name in any script; a name the partner already has becomes "name (2).ext". A file that fails is deleted.',
  input: { path: partnerPath, body: documentConfirmBodySchema },
  output: partnerDocumentSchema,
});

export const partnerDocumentDownload = defineOperation({
  id: 'employee-document-download',
  method: 'GET',
  path: '/api/partners/{partnerId}/documents/{documentId}/download',
  access: readers,
  area: 'documents',
  summary:
    "A presigned GET (1 minute) that downloads the document as an attachment under its own name (Content-Disposition with an ASCII filename and RFC 5987 filename*=UTF-8''…); the same readers as the list.",
  input: { path: documentPath },
  output: z.object({ url: z.string(), expiresAt: z.string() }),
});

export const partnerDocumentRename = defineOperation({
  id: 'employee-document-rename',
  method: 'PUT',
  path: '/api/partners/{partnerId}/documents/{documentId}',
  access: writers,
  area: 'documents',
  summary:
    'Changes a document\'s type, keeping its id and name; a primary type\'s file is renamed (copy, then delete the old one); a primary type that exists is refused ("Doc already exists").',
  input: { path: documentPath, body: documentRenameBodySchema },
  output: partnerDocumentSchema,
});

export const partnerDocumentRemove = defineOperation({
  id: 'employee-document-remove',
  method: 'DELETE',
  path: '/api/partners/{partnerId}/documents/{documentId}',
  access: writers,
  area: 'documents',
  summary: 'Deletes a document: its file and its record.',
  input: { path: documentPath },
  output: z.null(),
});
