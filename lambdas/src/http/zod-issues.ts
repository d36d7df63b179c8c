import type * as z from 'zod/mini';

import { keyedFieldErrorsOf } from '@careshift/contract';

/**
 * zod issues → each field's first message, still a key of ours (`validation.maxLength?max=100`; the
 * reply gives its English text and the key, see invalidInput); an issue on the whole part is named after it.
 */
export function fieldErrorsFromZod(
  error: z.core.$ZodError,
  part: 'path' | 'query' | 'body',
): Record<string, string> {
  const { '': whole, ...fields } = keyedFieldErrorsOf(error);
  return whole === undefined ? fields : { [part]: whole, ...fields };
}
