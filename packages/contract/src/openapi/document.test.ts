import { describe, expect, it } from 'vitest';

import { CLAIM_REFUSAL_REASONS } from '@careshift/domain/shifts/claim-eligibility';

import { apiErrorMessages } from '../error-messages';
import { operationList } from '../operations';

import { openApiDocument } from './document';
import type { JsonSchema } from './json-schema';

type Op = JsonSchema & { parameters: JsonSchema[]; responses: Record<string, JsonSchema> };

const document = openApiDocument() as JsonSchema & {
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};
const all = Object.values(document.paths).flatMap((item) => Object.values(item));
const byId = (id: string): Op => {
  const found = all.find((operation) => operation.operationId === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const jsonOf = (holder: JsonSchema | undefined) =>
  (holder?.content as Record<string, { schema: JsonSchema }> | undefined)?.['application/json']?.schema;
/** A property of an object schema, following array items: `shifts.startDate`. */
function property(schema: JsonSchema | undefined, path: string): JsonSchema {
  let current = schema;
  for (const name of path.split('.')) {
    if (current?.type === 'array') current = current.items as JsonSchema;
    current = (current?.properties as Record<string, JsonSchema> | undefined)?.[name];
  }
  if (!current) throw new Error(`no ${path}`);
  return current;
}
const body = (id: string, path: string) => property(jsonOf(byId(id).requestBody as JsonSchema), path);
const reply = (id: string, path: string) => property(jsonOf(byId(id).responses['200']), path);
const parameter = (id: string, name: string) => byId(id).parameters.find((p) => p.name === name) ?? {};

describe('the OpenAPI document (issue 33)', () => {
  it('should describe every operation and every parameter, and serve itself publicly', () => {
    expect(all).toHaveLength(operationList.length);
    for (const operation of all) {
      expect(operation.description, String(operation.operationId)).toBeTruthy();
      for (const p of operation.parameters)
        expect(p.description, `${operation.operationId} ${p.name}`).toBeTruthy();
    }
    expect(byId('openapi-get').security).toEqual([]);
    expect(document.paths['/api/openapi.json']?.get?.operationId).toBe('openapi-get');
  });

  it('should declare formats: date-time, date, email and uri', () => {
    expect(body('request-create', 'shifts.startDate').format).toBe('date-time');
    expect(body('client-createUser', 'email').format).toBe('email');
    expect(body('employee-create', 'registrationExpirationDate').format).toBe('date');
    expect(parameter('requests-list', 'from').schema).toMatchObject({ format: 'date' });
    expect(reply('system-user-get', 'createdAt').format).toBe('date-time');
    expect(reply('system-user-get', 'email').format).toBe('email');
    expect(reply('invoice-get', 'dueDate').format).toBe('date');
    expect(reply('invoice-checkout', 'url').format).toBe('uri');
  });

  it('should declare the input enums: statuses, document type, lang, payment method, restricted reason, city', () => {
    expect(parameter('requests-list', 'statuses')).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { enum: expect.arrayContaining(['PENDING', 'VERIFIED', 'CLAIMED']) } },
    });
    expect(body('employee-document-upload', 'type').enum).toContain('registration');
    expect(body('client-createUser', 'lang').enum).toEqual(['en', 'el']);
    expect(body('invoice-pay', 'paymentMethod').enum).toEqual(['CARD', 'CASH', 'BANK_TRANSFER']);
    expect(body('employee-create', 'restrictedReasonType').enum).toContain('LICENCE_EXPIRED');
    expect(body('employee-create', 'address.city').enum).toContain('NICOSIA');
  });

  it('should declare limit as an integer with its range, and the cursor rules', () => {
    expect(parameter('partners-list', 'limit').schema).toEqual({ type: 'integer', minimum: 1, maximum: 500 });
    expect(parameter('clients-list', 'cursor').description).toMatch(/belongs to its list and to the filters/);
    expect((byId('position-create').requestBody as JsonSchema).description).toMatch(/512 KiB/);
  });

  it("should list every error code with its meaning, and API Gateway's own replies where it answers", () => {
    const code = document.components.schemas.ErrorCode!;
    const codes = code.enum as string[];
    for (const known of [...Object.keys(apiErrorMessages.en), ...CLAIM_REFUSAL_REASONS])
      expect(codes).toContain(known);
    expect(codes).toEqual(expect.arrayContaining(['ID_TOKEN_REQUIRED', 'BEARER_TOKEN_REQUIRED']));
    expect(Object.keys(code['x-enumDescriptions'] as object).sort()).toEqual([...codes].sort());
    expect(document.components.schemas.GatewayReply).toMatchObject({
      required: ['message'],
      properties: { message: { enum: expect.arrayContaining(['Unauthorized', 'Not Found']) } },
    });
    const unauthorized = jsonOf(byId('positions-all').responses['401']);
    expect(unauthorized).toEqual({
      oneOf: [{ $ref: '#/components/schemas/ErrorReply' }, { $ref: '#/components/schemas/GatewayReply' }],
    });
  });

  it('should name the Cognito OpenID Connect scheme, its flows and the ID token', () => {
    const scheme = document.components.securitySchemes.cognito!;
    expect(scheme.type).toBe('openIdConnect');
    expect(scheme.openIdConnectUrl).toMatch(
      /^https:\/\/cognito-idp\..+\/\.well-known\/openid-configuration$/,
    );
    expect(scheme.description).toMatch(/USER_PASSWORD_AUTH/);
    expect(scheme.description).toMatch(/CUSTOM_AUTH/);
    expect(scheme.description).toMatch(/ID token/);
    expect(byId('positions-all').security).toEqual([{ cognito: [] }]);
  });
});
