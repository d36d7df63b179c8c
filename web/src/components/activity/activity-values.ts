import { DOCUMENT_TYPES } from '@careshift/domain/partners/documents';
import type { DocumentType } from '@careshift/domain/partners/documents';

/**
 * The label keys of code values in a trail entry's field changes (issue 32 item 12): a field listed here
 * shows its values by their names in the reader's language, never as codes. To name another field's
 * codes, add the field with its codes and the namespace prefix holding their labels.
 */
const VALUE_LABELS = {
  documentType: { codes: DOCUMENT_TYPES, prefix: 'documents:types' },
} as const satisfies Record<string, { codes: readonly string[]; prefix: string }>;

type ValueLabelKey = `documents:types.${DocumentType}`;

function isLabelledField(field: string): field is keyof typeof VALUE_LABELS {
  return Object.hasOwn(VALUE_LABELS, field);
}

/** The label key of a field's code value, or undefined (the value is shown as it is, formatted). */
export function fieldValueLabelKey(field: string, value: string): ValueLabelKey | undefined {
  if (!isLabelledField(field)) return undefined;
  const { codes, prefix } = VALUE_LABELS[field];
  const code = codes.find((known) => known === value);
  return code === undefined ? undefined : `${prefix}.${code}`;
}
