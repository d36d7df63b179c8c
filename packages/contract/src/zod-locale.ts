import { config } from 'zod/mini';
import type * as z from 'zod/mini';

import { messageKey } from './messages';
import type { ValidationMessageKey } from './messages';

/**
 * The contract's schemas are zod/mini (checks are functions, so a bundle keeps only those it uses;
 * issue 16 item 1). Classic zod configures its English messages by default, mini does not. An issue a
 * schema gives no message of its own gets a key of ours (issue 33 item 2), so the API's English
 * `fieldErrors` and the web's Greek come from `validationMessages` — never zod's "Too big: expected
 * string to have <=100 characters". Imported for this side effect (package.json `sideEffects`) by the
 * field-error mapper, which every API reply and form goes through, and by the web's messages.
 */
type Issue = z.core.$ZodRawIssue;

const limit = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value as number));

/** The keys of a size check by what was checked: [too small, too big]. */
const SIZE_KEYS = {
  string: ['minLength', 'maxLength'],
  array: ['tooFewItems', 'tooManyItems'],
  set: ['tooFewItems', 'tooManyItems'],
  number: ['tooSmallNumber', 'tooBigNumber'],
  bigint: ['tooSmallNumber', 'tooBigNumber'],
} as const;

function sizeKey(issue: Issue & { origin?: string }, bound: 'min' | 'max', value: unknown): string {
  const keys = SIZE_KEYS[issue.origin as keyof typeof SIZE_KEYS] as
    readonly [ValidationMessageKey, ValidationMessageKey] | undefined;
  if (!keys) return messageKey('invalidValue');
  const n = limit(value);
  // A string of at least 1 character is a required one.
  if (issue.origin === 'string' && bound === 'min' && n <= 1) return messageKey('required');
  return messageKey(bound === 'min' ? keys[0] : keys[1], { [bound]: n });
}

/** Our key for an issue zod raises without a message. */
export function issueMessageKey(issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      return sizeKey(issue, 'max', issue.maximum);
    case 'too_small':
      return sizeKey(issue, 'min', issue.minimum);
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? messageKey('required')
        : messageKey('invalidValue');
    case 'invalid_value':
      return messageKey('invalidOption');
    case 'invalid_format':
      return issue.format === 'email' ? messageKey('invalidEmail') : messageKey('invalidValue');
    case 'unrecognized_keys':
      return messageKey('unknownFields', { keys: issue.keys.join(', ') });
    default:
      return messageKey('invalidValue');
  }
}

config({ localeError: issueMessageKey });
