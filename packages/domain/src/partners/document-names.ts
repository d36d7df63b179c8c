import { decomposeLower } from '../text/fold';
import { transliterateGreek } from '../text/greek-to-latin';

/** Longest name a document is shown and saved under (its extension kept). */
export const MAX_DOCUMENT_NAME_LENGTH = 150;

function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? [name, ''] : [name.slice(0, dot), name.slice(dot)];
}

/**
 * The name a document is shown and downloaded under: the file's own name in any script (no folder,
 * no control characters, spaces collapsed, NFC), at most 150 characters with its extension kept.
 */
export function documentFileName(fileName: string): string {
  const name = (fileName.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\p{Cc}|\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const [base, extension] = splitExtension(name);
  const kept = `${base.slice(0, Math.max(1, MAX_DOCUMENT_NAME_LENGTH - extension.length)).trim()}${extension}`;
  return kept === '' || kept.startsWith('.') ? `document${kept}` : kept;
}

/**
 * `name` when no other document of the partner has it (ignoring case), else the first free
 * "name (2).pdf", "name (3).pdf", …: a second file of the same name is kept, not refused.
 */
export function uniqueDocumentFileName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((existing) => existing.toLocaleLowerCase()));
  if (!used.has(name.toLocaleLowerCase())) return name;
  const [base, extension] = splitExtension(name);
  for (let copy = 2; ; copy += 1) {
    const candidate = `${base} (${copy})${extension}`;
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

/** The extension when it is plain letters and digits (anything else is no extension). */
export function safeExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/** Greek runs read in Latin letters ("Πιστοποιητικό" → "pistopoiitiko"), so a key keeps the name's sense. */
function latinOf(text: string): string {
  return text.replace(/[\u0370-\u03ff\u1f00-\u1fff]+/g, (run) => transliterateGreek(decomposeLower(run)));
}

/**
 * A file's own name made safe for an S3 key: Greek read in Latin, accents dropped, anything but letters, digits, dot,
 * dash and underscore becomes a dash, at most 100 characters, the extension kept in lower case.
 */
export function sanitiseFileName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const extension = safeExtension(name);
  const base = extension ? name.slice(0, name.lastIndexOf('.')) : name;
  const safe = latinOf(base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 90);
  return extension ? `${safe || 'document'}.${extension}` : safe || 'document';
}
