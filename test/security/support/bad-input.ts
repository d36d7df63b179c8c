import * as z from 'zod/mini';

import type { Operation } from '@careshift/contract';

/** One generated request: what is wrong with it, and what is sent. */
export interface BadRequest {
  label: string;
  path: Record<string, string>;
  query?: string;
  body?: string;
  contentType?: string;
}

type JsonSchema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, JsonSchema> };

function propertiesOf(schema: z.core.$ZodType | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json.properties ?? {};
}

const HUGE = 'x'.repeat(20_000);
/** Query values: Node and API Gateway refuse URLs past about 8-10 kB, so the long one stays under. */
const QUERY_VALUES = [
  'x'.repeat(5000),
  'NOT_A_VALUE',
  '-1',
  '1.5',
  '1e999',
  '2026-13-45',
  '',
  ' ',
  'true',
  '[]',
  '{}',
  '\u0000',
  '\u202e\u0301💥',
  "' OR '1'='1",
];
const NASTY_TEXT = [
  '\u0000',
  '\u202e\u0301💥',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
];
/** Values of the wrong type or out of any sensible range, whatever the field's type is. */
const WRONG_VALUES: unknown[] = [
  null,
  123456789,
  -1,
  0.5,
  1e308,
  true,
  [],
  ['a', 1, null],
  { nested: { deeper: [1, 2, 3] } },
  '',
  HUGE,
  '2026-13-45T25:61:00Z',
  ...NASTY_TEXT,
];
/** Forged and broken cursors: another partition's start key, bad base64, a huge one. */
const BAD_CURSORS = [
  Buffer.from(JSON.stringify({ pk: '$careshift#other', sk: '$x', gsi1pk: 'nope' })).toString('base64url'),
  Buffer.from('{"not":"a cursor"').toString('base64url'),
  '%%%not-base64%%%',
  'A'.repeat(3999),
];
const BAD_IDS = ['x'.repeat(3000), '__proto__', 'constructor', '💥\u202e', "' OR 1=1 --", '..%2F..%2Fsecret'];

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}
function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Path values that exist for no object, so even an accepted request changes nothing. */
export function placeholderPath(operation: Operation): Record<string, string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, `missing-${name}`]));
}

function pathMutations(operation: Operation): BadRequest[] {
  const base = placeholderPath(operation);
  return Object.keys(base).flatMap((name) =>
    BAD_IDS.map((value) => ({
      label: `path ${name}=${value.slice(0, 20)}`,
      path: { ...base, [name]: value },
    })),
  );
}

/** True when the operation's own schema refuses the value: the schema is the oracle of "bad". */
function refuses(schema: z.core.$ZodType | undefined, value: unknown): boolean {
  return !schema || !z.safeParse(schema, value).success;
}

function queryMutations(operation: Operation): BadRequest[] {
  const schema = operation.input.query;
  if (!schema) return [];
  const path = placeholderPath(operation);
  const requests: BadRequest[] = [];
  for (const name of Object.keys(propertiesOf(schema))) {
    const forged = name === 'cursor' ? BAD_CURSORS : [];
    for (const value of [...forged, ...QUERY_VALUES]) {
      // Cursors are opaque to the schema: every forged one is bad input (an empty one is no cursor).
      if (!forged.includes(value) && !refuses(schema, { [name]: value })) continue;
      const query = new URLSearchParams({ [name]: value }).toString();
      requests.push({ label: `query ${name}=${value.slice(0, 20)}`, path, query });
    }
  }
  requests.push({ label: 'query __proto__', path, query: '__proto__[role]=SYSTEM_USER&cursor=%00' });
  return requests;
}

function bodyMutations(operation: Operation): BadRequest[] {
  const schema = operation.input.body;
  if (!schema) return [];
  const path = placeholderPath(operation);
  const requests: BadRequest[] = [];
  const json = (label: string, value: unknown) => {
    if (refuses(schema, value)) requests.push({ label, path, body: JSON.stringify(value) });
  };
  const raw = (label: string, body: string, contentType = 'application/json') =>
    requests.push({ label, path, body, contentType });
  raw('invalid JSON', '{"unterminated": ');
  raw('not JSON at all', 'hello');
  raw('text/plain body', '{}', 'text/plain');
  raw('form-encoded body', 'a=1&b=2', 'application/x-www-form-urlencoded');
  raw('empty body', '');
  raw('prototype pollution', '{"__proto__":{"role":"SYSTEM_USER"},"constructor":{"prototype":{"x":1}}}');
  raw('deeply nested array', deepArray(5000));
  raw('deeply nested object', deepObject(2000));
  json('null body', null);
  json('number body', 42);
  json('string body', 'body');
  json('array body', [{}]);
  json('empty object', {});
  json('unknown fields only', { unknownField: 1, admin: true });
  for (const name of Object.keys(propertiesOf(schema))) {
    for (const value of WRONG_VALUES)
      json(`body ${name}=${JSON.stringify(value).slice(0, 20)}`, { [name]: value });
  }
  return requests;
}

/** Every bad request generated for one operation from its zod input schemas. */
export function badRequestsFor(operation: Operation): BadRequest[] {
  return [...pathMutations(operation), ...queryMutations(operation), ...bodyMutations(operation)];
}

/** A body over the API's size limit (a 413), with otherwise harmless content. */
export function oversizedBody(bytes: number): string {
  return JSON.stringify({ padding: 'x'.repeat(bytes) });
}
