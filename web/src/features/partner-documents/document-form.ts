import { DOCUMENT_CHOICES, documentTypeOfChoice, documentUploadFormSchema } from '@careshift/contract';
import type { DocumentChoice, DocumentType } from '@careshift/contract';
import {
  interpolate,
  parseMessage,
  translateMessage,
  validationMessages,
} from '@careshift/contract/messages';
import type { MessageLanguage } from '@careshift/contract/messages';

import { isApiError } from '../../api/api-error';
import { validationKeyOf } from '../../i18n/validation';

import { S3UploadError } from './upload-to-s3';

/** A field's message and, for the file, the spec's second line ("If you need to upload…"). */
export interface FieldMessage {
  text: string;
  detail?: string;
}

export interface DocumentFormErrors {
  type?: FieldMessage;
  file?: FieldMessage;
}

/** The second line the spec gives some file messages. */
function detailOf(message: string, language: MessageLanguage): string | undefined {
  const key = parseMessage(message)?.key;
  if (key === 'extensionNotSupported')
    return translateMessage('validation.extensionNotSupportedHint', language);
  if (key === 'fileTooBig') return translateMessage('validation.fileTooBigDetail', language);
  return undefined;
}

/**
 * The upload modal's rules are the contract's (`documentUploadFormSchema`): type required and not
 * an existing primary type ("Doc already exists"), file required, extension and 5 MB.
 */
export function validateDocumentForm(
  value: { choice: DocumentChoice | undefined; file: File | undefined },
  existingTypes: readonly string[],
  language: MessageLanguage,
): { ok: true; type: DocumentType; file: File } | { ok: false; errors: DocumentFormErrors } {
  const schema = documentUploadFormSchema({ existingTypes });
  const result = schema.safeParse({
    type: value.choice ? documentTypeOfChoice(value.choice) : '',
    file: value.file,
  });
  if (result.success && value.file) return { ok: true, type: result.data.type, file: value.file };
  const errors: DocumentFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] === 'type' ? 'type' : 'file';
    errors[field] ??= {
      text: translateMessage(issue.message, language),
      detail: detailOf(issue.message, language),
    };
  }
  return { ok: false, errors };
}

/** Why an upload failed, in the user's language where the message is one of ours. */
export function uploadFailure(error: unknown, language: MessageLanguage, fallback: string): FieldMessage {
  if (error instanceof S3UploadError && error.code === 'EntityTooLarge') {
    return {
      text: translateMessage('validation.fileTooBig', language),
      detail: translateMessage('validation.fileTooBigDetail', language),
    };
  }
  if (isApiError(error) && error.status < 500) {
    const fieldMessage = Object.values(error.fieldErrors)[0];
    const detail = fieldMessage && fieldMessage !== error.message ? fieldMessage : undefined;
    return {
      text: translateEnglish(error.message, language),
      detail: detail ? translateEnglish(detail, language) : undefined,
    };
  }
  return { text: error instanceof S3UploadError ? error.message : fallback };
}

/** The API answers English texts; the ones that are validation messages are shown translated. */
function translateEnglish(text: string, language: MessageLanguage): string {
  const found = validationKeyOf(text);
  return found ? interpolate(validationMessages[language][found.key], found.params) : text;
}

export { DOCUMENT_CHOICES };
