import type { Operation } from '../operation';
import { calendarFileOutput } from '../operations/partner-extras';
import { pdfFileOutput } from '../operations/shift-actions';

import { requestBody, SECURITY_SCHEME } from './components';
import { ERROR_STATUSES, GATEWAY_REPLIES } from './error-catalog';
import { jsonSchema, listOutput } from './json-schema';
import type { JsonSchema } from './json-schema';
import { parameterDescription } from './parameters';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A query parameter's schema: a comma-separated list declares its items, a number its integer range. */
function parameterSchema(operation: Operation, place: 'path' | 'query', name: string, property: JsonSchema) {
  const zod = (place === 'query' ? operation.input.query : operation.input.path)?._zod.def.shape[name];
  const list = zod && listOutput(zod);
  if (list) return { schema: jsonSchema(list, 'output'), style: 'form', explode: true };
  if (property.type === 'integer') delete property.pattern;
  return { schema: property };
}

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
      list.push({
        name,
        in: place,
        description: parameterDescription(place, name, operation.id),
        required: place === 'path' || required.has(name),
        ...parameterSchema(operation, place, name, property),
      });
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

/** The error replies of an operation: the API's `{message, code}`, or API Gateway's own where it answers. */
function errorResponses(operation: Operation): Record<string, JsonSchema> {
  const statuses = Object.entries(ERROR_STATUSES).filter(
    ([status]) => operation.access !== 'public' || !['401', '403'].includes(status),
  );
  return Object.fromEntries(
    statuses.map(([status, description]) => {
      const schema = GATEWAY_REPLIES[status]
        ? { oneOf: [ref('ErrorReply'), ref('GatewayReply')] }
        : ref('ErrorReply');
      return [status, { description, content: { 'application/json': { schema } } }];
    }),
  );
}

function describe(operation: Operation): string {
  const who =
    operation.access === 'public'
      ? 'Public: no sign-in.'
      : `Roles: ${operation.access.join(', ')} (the ID token's \`role\` claim); any other role is 403.`;
  return `${operation.summary}\n\n${who}`;
}

/** The first clause of the summary, for lists (the description has it all). */
function shortSummary(summary: string): string {
  const clause = /^(.{12,100}?)[.:;](\s|$)/.exec(summary)?.[1] ?? summary;
  if (clause.length <= 100) return clause;
  return `${clause.slice(0, 100).replace(/\s+\S*$/, '')}…`;
}

/** One operation of the contract as an OpenAPI operation object. */
export function operationObject(operation: Operation): JsonSchema {
  return {
    operationId: operation.id,
    summary: shortSummary(operation.summary),
    description: describe(operation),
    tags: [operation.area],
    security: operation.access === 'public' ? [] : [{ [SECURITY_SCHEME]: [] }],
    'x-roles': operation.access === 'public' ? 'public' : [...operation.access],
    parameters: parameters(operation),
    ...(operation.input.body ? { requestBody: requestBody(jsonSchema(operation.input.body, 'input')) } : {}),
    responses: { '200': successResponse(operation), ...errorResponses(operation) },
  };
}
