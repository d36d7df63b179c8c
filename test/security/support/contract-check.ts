import { readFileSync } from 'node:fs';

import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import type { Operation } from '@careshift/contract';

/**
 * The contract test (issue 33): every live reply the security suites get is checked against
 * docs/openapi.json with ajv (draft 2020-12, OpenAPI 3.1's dialect) and ajv-formats — success and
 * error replies alike, API Gateway's own included. A status the document does not list for the
 * operation is a problem too.
 */
export const OPENAPI_DOCUMENT = JSON.parse(
  readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, { responses: Record<string, Response> }>> } & Record<
  string,
  unknown
>;

interface Response {
  content?: Record<string, { schema?: unknown }>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
addFormats.default(ajv);
ajv.addSchema(OPENAPI_DOCUMENT, 'openapi.json');

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const validators = new Map<string, ValidateFunction>();

function validatorFor(path: string, method: string, status: string, mediaType: string): ValidateFunction {
  const ref = `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

export interface LiveReply {
  status: number;
  body: unknown;
  contentType: string;
}

/** What breaks the document in a reply to the operation, or undefined when it matches. */
export function contractProblem(
  operation: Pick<Operation, 'id' | 'method' | 'path'>,
  reply: LiveReply,
): string | undefined {
  const method = operation.method.toLowerCase();
  const responses = OPENAPI_DOCUMENT.paths[operation.path]?.[method]?.responses;
  if (!responses) return `${operation.id} is not in docs/openapi.json`;
  const status = String(reply.status);
  const response = responses[status];
  if (!response) return `${operation.id} answered ${status}, which docs/openapi.json does not list`;
  const mediaType = reply.contentType.split(';')[0]!.trim();
  if (!response.content?.[mediaType])
    return `${operation.id} ${status} came as ${mediaType || 'no content type'}, not as the document says`;
  return mediaType === 'application/json' ? bodyProblem(operation, method, status, reply.body) : undefined;
}

/** What breaks the JSON schema of the operation's reply with that status in the body. */
function bodyProblem(
  operation: Pick<Operation, 'id' | 'path'>,
  method: string,
  status: string,
  body: unknown,
): string | undefined {
  const validate = validatorFor(operation.path, method, status, 'application/json');
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 3)
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message ?? ''} (got ${JSON.stringify(error.data)?.slice(0, 60)})`,
    )
    .join('; ');
  return `${operation.id} ${status} does not match docs/openapi.json: ${errors}`;
}

/** The same, for a reply read as text (the bad-input suite reads replies so). */
export function contractProblemOfText(
  operation: Pick<Operation, 'id' | 'method' | 'path'>,
  reply: { status: number; text: string; contentType: string },
): string | undefined {
  let body: unknown = reply.text;
  if (reply.contentType.includes('json')) {
    try {
      body = JSON.parse(reply.text);
    } catch {
      return `${operation.id} ${reply.status} is not JSON: ${reply.text.slice(0, 80)}`;
    }
  }
  return contractProblem(operation, { status: reply.status, body, contentType: reply.contentType });
}
