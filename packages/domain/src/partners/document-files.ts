import { safeExtension, sanitiseFileName } from './document-names';
import { isPrimaryDocumentType } from './documents';
import type { DocumentType } from './documents';

/** The spec's extension list ("pdg" included as it stands). */
export const ALLOWED_DOCUMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'pdg',
  'pdf',
  'svg',
  'webp',
  'doc',
  'docx',
  'csv',
  'xlsx',
  'xls',
  'ods',
  'pages',
] as const;
export type DocumentExtension = (typeof ALLOWED_DOCUMENT_EXTENSIONS)[number];

/** 5 MB (spec section 9). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The choices of the upload and edit modals: "identity front and back" is stored as identity-front. */
export const DOCUMENT_CHOICES = [
  'identity-front',
  'identity-front-and-back',
  'identity-back',
  'registration',
  'registry',
  'other',
] as const;
export type DocumentChoice = (typeof DOCUMENT_CHOICES)[number];

export function documentTypeOfChoice(choice: DocumentChoice): DocumentType {
  return choice === 'identity-front-and-back' ? 'identity-front' : choice;
}

/** "Scan.PDF" → "pdf"; a name without a dot has no extension (""). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedDocumentExtension(fileName: string): boolean {
  return (ALLOWED_DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/**
 * The object's name under employees/{id}/ (spec section 3): a primary type is named by its type
 * plus the file's extension; "other" keeps the file's own name (sanitised), after the document's id
 * when it has one (documents of the same name then never share a key).
 */
export function documentObjectName(type: DocumentType, fileName: string, documentId?: string): string {
  if (!isPrimaryDocumentType(type)) {
    const safe = sanitiseFileName(fileName);
    return documentId ? `${documentId}-${safe}` : safe;
  }
  const extension = safeExtension(fileName);
  return extension ? `${type}.${extension}` : type;
}

export function documentObjectKey(partnerId: string, objectName: string): string {
  return `employees/${partnerId}/${objectName}`;
}

/** The Content-Type an upload of each extension is signed for (and must be sent with). */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdg: 'application/octet-stream',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  pages: 'application/vnd.apple.pages',
};

export function documentContentType(fileName: string): string {
  const extension = fileExtension(fileName);
  return Object.hasOwn(DOCUMENT_CONTENT_TYPES, extension)
    ? DOCUMENT_CONTENT_TYPES[extension as DocumentExtension]
    : 'application/octet-stream';
}

/**
 * What a magic-bytes detector (file-type) must find in a file of each extension. `null`: the
 * format has no signature (plain text: csv, svg; and "pdg", which is no known format), so the file
 * must be one the detector does NOT recognise, and csv/svg must be text (see `looksLikeText`).
 * Old Office files (doc, xls) are OLE compound files ("cfb"); Pages files are zip packages.
 */
export const DOCUMENT_SIGNATURES: Record<DocumentExtension, readonly string[] | null> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  pdg: null,
  pdf: ['pdf'],
  svg: null,
  webp: ['webp'],
  doc: ['cfb', 'doc'],
  docx: ['docx', 'zip'],
  csv: null,
  xlsx: ['xlsx', 'zip'],
  xls: ['cfb', 'xls'],
  ods: ['ods', 'zip'],
  pages: ['zip', 'pages'],
};

/** No NUL bytes in the first bytes: a text file, not a binary one. */
export function looksLikeText(head: Uint8Array): boolean {
  return !head.includes(0);
}

/**
 * Whether the bytes a file starts with match its extension: `detected` is the detector's
 * extension for them (undefined when it recognises nothing).
 */
export function contentMatchesExtension(
  fileName: string,
  detected: string | undefined,
  head: Uint8Array,
): boolean {
  const extension = fileExtension(fileName);
  if (!Object.hasOwn(DOCUMENT_SIGNATURES, extension)) return false;
  const expected = DOCUMENT_SIGNATURES[extension as DocumentExtension];
  if (expected === null) {
    if (detected !== undefined && !(extension === 'svg' && detected === 'xml')) return false;
    return extension === 'pdg' || looksLikeText(head);
  }
  return detected !== undefined && expected.includes(detected);
}
