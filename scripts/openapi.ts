// Writes docs/openapi.json (OpenAPI 3.1) from the contract's operation table; `--check` fails when
// it is out of date. Schemas come from the contract's zod schemas through zod 4's JSON Schema
// export (draft 2020-12, the dialect OpenAPI 3.1 uses).

import * as z from 'zod/mini';

import { calendarFileOutput, operationList, pdfFileOutput } from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import { writeOrCheck } from './generated-file';

const target = new URL('../docs/openapi.json', import.meta.url);

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // Refinements (one of three keys, from ≤ to) cannot be said in JSON Schema; the server checks them.
    cycles: 'ref',
  }) as JsonSchema;
  return rest;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input: `fieldErrors` names each field with its message.',
  '401': 'Not signed in, or the token is no longer valid.',
  '403': 'The role may not call this operation.',
  '404': 'Not found, or it belongs to another organisation or partner.',
  '409': 'The item is not in a state that allows this (already claimed, already paid…).',
  '413': 'The request body is over the size limit.',
  '429': 'Too many requests: try again later.',
  '500': 'There was an error (details only in the logs).',
  '503': 'A service the API needs is unavailable: try again later.',
};

function parameters(operation: Operation): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [place, schema] of [
    ['path', operation.input.path],
    ['query', operation.input.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

function successResponse(operation: Operation): JsonSchema {
  if (operation.output === pdfFileOutput) {
    return {
      description: 'A PDF file (Content-Disposition names it).',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (operation.output === calendarFileOutput) {
    return {
      description: 'An iCalendar feed (RFC 5545).',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    };
  }
  return {
    description: 'OK',
    content: { 'application/json': { schema: jsonSchema(operation.output, 'output') } },
  };
}

function pathItem(operation: Operation): JsonSchema {
  const errors = Object.fromEntries(
    Object.entries(ERROR_STATUSES)
      .filter(([status]) => operation.access !== 'public' || !['401', '403'].includes(status))
      .map(([status, description]) => [
        status,
        {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
        },
      ]),
  );
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.area],
    security: operation.access === 'public' ? [] : [{ bearerAuth: [] }],
    'x-roles': operation.access === 'public' ? 'public' : [...operation.access],
    parameters: parameters(operation),
    ...(operation.input.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(operation.input.body, 'input') } },
          },
        }
      : {}),
    responses: { '200': successResponse(operation), ...errors },
  };
}

function document(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operationList) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = pathItem(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CareShift API',
      version: '1.0.0',
      description:
        'Generated from packages/contract by `npx tsx scripts/openapi.ts`; do not edit by hand. ' +
        'Sign in with Cognito and send the ID token as a bearer token. Role values: SYSTEM_USER ' +
        '(administrator), CLIENT and OWNER (client users), EMPLOYEE (partner); see docs/glossary.md.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorReply: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    paths,
  };
}

const text = `${JSON.stringify(document(), null, 2)}\n`;

writeOrCheck(target, text, 'npx tsx scripts/openapi.ts');
