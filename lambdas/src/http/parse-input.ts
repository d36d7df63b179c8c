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

/**
 * A query parameter the operation does not declare is refused, not ignored (issue 33): a typo such
 * as `status=` for `statuses=`, or `statuses[]=`, would otherwise silently list everything.
 */
function refuseUnknownQuery(operation: Operation, event: HttpEvent): void {
  const known = Object.keys(operation.input.query?._zod.def.shape ?? {});
  const unknown = Object.keys(event.queryStringParameters ?? {}).find((name) => !known.includes(name));
  if (unknown === undefined) return;
  const accepted = known.length
    ? `; this operation accepts ${known.join(', ')}`
    : '; this operation takes none';
  throw invalidInput(`Unknown query parameter "${unknown}"${accepted}.`);
}

/** Parses path, query and body with the operation's schemas; a failure is a 400 with field errors. */
export function parseInput(operation: Operation, event: HttpEvent): Record<string, unknown> {
  refuseUnknownQuery(operation, event);
  const input: Record<string, unknown> = {};
  const path = parsePart(operation.input.path, event.pathParameters, 'path');
  const query = parsePart(operation.input.query, event.queryStringParameters, 'query');
  const body = parsePart(operation.input.body, event.body, 'body');
  if (operation.input.path) input.path = path;
  if (operation.input.query) input.query = query;
  if (operation.input.body) input.body = body;
  return input;
}
