import * as z from 'zod/mini';

import type { Operation } from '@careshift/contract';

import { invalidInput } from './http-errors';
import type { HttpEvent } from './types';
import { fieldErrorsFromZod } from './zod-issues';

function parsePart(
  schema: z.core.$ZodType | undefined,
  value: unknown,
  part: 'path' | 'query' | 'body',
): unknown {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsFromZod(result.error, part);
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input.';
  throw invalidInput(first, fieldErrors);
}

/** Parses path, query and body with the operation's schemas; a failure is a 400 with field errors. */
export function parseInput(operation: Operation, event: HttpEvent): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const path = parsePart(operation.input.path, event.pathParameters, 'path');
  const query = parsePart(operation.input.query, event.queryStringParameters, 'query');
  const body = parsePart(operation.input.body, event.body, 'body');
  if (operation.input.path) input.path = path;
  if (operation.input.query) input.query = query;
  if (operation.input.body) input.body = body;
  return input;
}
