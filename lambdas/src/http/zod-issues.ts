import type { z } from 'zod';

import { translateMessage } from '@careshift/contract';

/** zod issues → the spec's English messages per field ("Value is required" …). */
export function fieldErrorsFromZod(error: z.ZodError, part: 'path' | 'query' | 'body'): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : part;
    fieldErrors[field] ??= translateMessage(issue.message, 'en');
  }
  return fieldErrors;
}
