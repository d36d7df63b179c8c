import * as z from 'zod/mini';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * Formats of reply fields by name: the same name is the same kind of value in every reply (ISO-8601
 * instants, Nicosia calendar days, e-mail addresses, links). Input fields carry theirs from the
 * contract's field builders (`requiredInstant`, `requiredDate`, `requiredEmail`…). The contract test
 * (test/security/contract.security.ts) checks every live reply against them with ajv-formats.
 */
const REPLY_FORMATS: Readonly<Record<string, string>> = {
  createdAt: 'date-time',
  updatedAt: 'date-time',
  uploadedAt: 'date-time',
  expiresAt: 'date-time',
  transferredAt: 'date-time',
  startDate: 'date-time',
  endDate: 'date-time',
  deadline: 'date-time',
  generatedAt: 'date-time',
  answeredAt: 'date-time',
  paidAt: 'date-time',
  at: 'date-time',
  dueDate: 'date',
  registrationExpirationDate: 'date',
  email: 'email',
  pendingEmail: 'email',
  url: 'uri',
  mapsUrl: 'uri',
};

/** Sets `format` on the string branch of a property schema ({type: string}, [string, null], anyOf). */
function withFormat(schema: JsonSchema, format: string): void {
  // A format, or alternatives beside the type, declared by the contract itself (z.meta) stand.
  if (schema.format || (schema.type && schema.anyOf)) return;
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) schema.format = format;
  for (const branch of (schema.anyOf ?? []) as JsonSchema[]) withFormat(branch, format);
}

/** Adds the reply formats to every object property of a schema, however deep. */
function addReplyFormats(schema: unknown): void {
  if (Array.isArray(schema)) return schema.forEach(addReplyFormats);
  if (!schema || typeof schema !== 'object') return;
  const record = schema as JsonSchema;
  for (const [name, property] of Object.entries((record.properties ?? {}) as Record<string, JsonSchema>)) {
    const format = REPLY_FORMATS[name];
    if (format) withFormat(property, format);
  }
  Object.values(record).forEach(addReplyFormats);
}

/**
 * The JSON Schema of a zod schema, as sent (`input`) or as replied (`output`). Refinements (one of
 * three keys, from ≤ to) cannot be said in JSON Schema; the server checks them.
 */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
  }) as JsonSchema;
  if (io === 'output') addReplyFormats(rest);
  // A number given as query text declares itself an integer: its text pattern says nothing more.
  if (rest.type === 'integer') delete rest.pattern;
  return rest;
}

/** The array a comma-separated list parameter parses into (csvList), to declare its items. */
export function listOutput(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current && current._zod.def.type === 'pipe') {
    const def = current._zod.def as unknown as { in: z.core.$ZodType; out: z.core.$ZodType };
    if (def.out._zod.def.type === 'array') return def.out;
    current = def.in;
  }
  return undefined;
}
