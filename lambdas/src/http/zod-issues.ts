import type * as z from 'zod/mini';

import { englishFieldErrorsOf } from '@careshift/contract';

/** zod issues → the spec's English messages per field; an issue on the whole part is named after it. */
export function fieldErrorsFromZod(
  error: z.core.$ZodError,
  part: 'path' | 'query' | 'body',
): Record<string, string> {
  const { '': whole, ...fields } = englishFieldErrorsOf(error);
  return whole === undefined ? fields : { [part]: whole, ...fields };
}
