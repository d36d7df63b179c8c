/** A partner's document types (spec section 3); the file under employees/{id}/ is named by its type. */
export const DOCUMENT_TYPES = [
  'identity-front',
  'identity-back',
  'registration',
  'registry',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Primary documents may exist only once per partner; "other" may repeat (it keeps the file's own name). */
export const PRIMARY_DOCUMENT_TYPES = [
  'identity-front',
  'identity-back',
  'registration',
  'registry',
] as const satisfies readonly DocumentType[];

export function isPrimaryDocumentType(type: string): boolean {
  return (PRIMARY_DOCUMENT_TYPES as readonly string[]).includes(type);
}
