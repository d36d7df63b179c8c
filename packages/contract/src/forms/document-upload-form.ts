import * as z from 'zod/mini';

import {
  fileExtension,
  isAllowedDocumentExtension,
  MAX_DOCUMENT_BYTES,
} from '@careshift/domain/partners/document-files';
import { DOCUMENT_TYPES, PRIMARY_DOCUMENT_TYPES } from '@careshift/domain/partners/documents';
import type { DocumentType } from '@careshift/domain/partners/documents';

import { messageKey } from '../messages';

import { addMessageIssue, requiredEnum, TEXT_MAX } from './fields';
import type { RefinementCtx } from './fields';

// The document types and which are primary are the domain's.
export {
  DOCUMENT_TYPES,
  isPrimaryDocumentType,
  PRIMARY_DOCUMENT_TYPES,
} from '@careshift/domain/partners/documents';
export type { DocumentType } from '@careshift/domain/partners/documents';
export {
  ALLOWED_DOCUMENT_EXTENSIONS,
  DOCUMENT_CHOICES,
  documentTypeOfChoice,
  fileExtension,
  isAllowedDocumentExtension,
  MAX_DOCUMENT_BYTES,
} from '@careshift/domain/partners/document-files';
export type { DocumentChoice } from '@careshift/domain/partners/document-files';
/** What the form's file input holds (a browser File fits) or the API is told about an upload. */
export interface DocumentFile {
  name: string;
  size: number;
}

export function isDocumentFile(value: unknown): value is DocumentFile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size } = value as Partial<DocumentFile>;
  return typeof name === 'string' && name !== '' && typeof size === 'number' && Number.isFinite(size);
}

/** The types a select offers as disabled ("Doc already exists"): primary types the partner already has. */
export function takenDocumentTypes(existingTypes: readonly string[]): DocumentType[] {
  return PRIMARY_DOCUMENT_TYPES.filter((type) => existingTypes.includes(type));
}

function checkFile(file: DocumentFile, ctx: RefinementCtx, path: PropertyKey[]): void {
  if (!isAllowedDocumentExtension(file.name)) {
    addMessageIssue(ctx, 'extensionNotSupported', path, { ext: fileExtension(file.name) || file.name });
  } else if (file.size > MAX_DOCUMENT_BYTES) {
    addMessageIssue(ctx, 'fileTooBig', path);
  } else if (file.size <= 0) {
    addMessageIssue(ctx, 'fileEmpty', path);
  }
}

function documentType(existingTypes: readonly string[]) {
  const taken = new Set(takenDocumentTypes(existingTypes));
  return requiredEnum(DOCUMENT_TYPES).check(
    z.refine((type) => !taken.has(type), messageKey('docAlreadyExists')),
  );
}

export interface DocumentUploadOptions {
  /** The types the partner already has (on rename: without the document being renamed). */
  existingTypes: readonly string[];
}

/**
 * The upload modal (spec section 5): type required and not an existing primary type; file required
 * ("No file selected"), an allowed extension ("{{ext}} is not supported") and at most 5 MB
 * ("File too big!"). The file value is kept as given (a File stays a File).
 */
export function documentUploadFormSchema({ existingTypes }: DocumentUploadOptions) {
  return z.object({
    type: documentType(existingTypes),
    file: z
      .custom<DocumentFile>(isDocumentFile, { error: messageKey('noFileSelected') })
      .check(z.superRefine((file, ctx) => checkFile(file, ctx, []))),
  });
}
export type DocumentUploadForm = z.input<ReturnType<typeof documentUploadFormSchema>>;

/** The same rules over what the API is told before it issues an upload URL. */
export function documentUploadRequestSchema({ existingTypes }: DocumentUploadOptions) {
  return z
    .object({
      type: documentType(existingTypes),
      fileName: z
        .string({ error: messageKey('noFileSelected') })
        .check(
          z.trim(),
          z.minLength(1, messageKey('noFileSelected')),
          z.maxLength(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX })),
        ),
      size: z.number({ error: messageKey('noFileSelected') }).check(z.int()),
    })
    .check(
      z.superRefine((request, ctx) => {
        if (typeof request.fileName === 'string' && typeof request.size === 'number') {
          checkFile({ name: request.fileName, size: request.size }, ctx, ['fileName']);
        }
      }),
    );
}
export type DocumentUploadRequest = z.output<ReturnType<typeof documentUploadRequestSchema>>;
