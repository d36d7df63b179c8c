import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, inject, it } from 'vitest';

import { apiDescriptionGet, operations, positionsAll, shiftGet } from '@careshift/contract';

import { callApi, signInTokens } from './support/api-client';
import type { SignInTokens } from './support/api-client';
import { contractProblem } from './support/contract-check';

const stack = inject('securityStack');
let admin: SignInTokens;

/** A raw call with the given Authorization header (or none), through CloudFront's origin header. */
async function callWith(path: string, authorization?: string) {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    headers: { ...stack.originHeaders, ...(authorization ? { authorization } : {}) },
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    contentType: response.headers.get('content-type') ?? '',
  };
}

/**
 * The API against its description (issue 33): the other suites check every reply they get with
 * contractProblem; this one covers what they never send and proves the check can fail.
 */
describe('the API against docs/openapi.json', () => {
  beforeAll(async () => {
    admin = await signInTokens(
      stack,
      stack.admin.username,
      stack.admin.password,
      stack.admin.authenticatorSecret,
    );
  });

  it('should serve docs/openapi.json itself at GET /api/openapi.json, without sign-in', async () => {
    const reply = await callApi(stack, apiDescriptionGet, {}, undefined);
    const file = JSON.parse(
      readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(file);
    expect(contractProblem(apiDescriptionGet, reply)).toBeUndefined();
  });

  it("should answer without a token with API Gateway's exact 401, as the document declares", async () => {
    const reply = await callWith('/api/positions');
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect(contractProblem(positionsAll, reply)).toBeUndefined();
  });

  it('should answer an unknown route with API Gateway\'s 404 {"message":"Not Found"}, as declared', async () => {
    const reply = await callWith('/api/no-such-route', `Bearer ${admin.idToken}`);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 404,
      body: { message: 'Not Found' },
    });
    // Declared as GatewayReply on every operation's 404: checked against one of them.
    expect(contractProblem(shiftGet, reply)).toBeUndefined();
  });

  it('should refuse an access token with 401 ID_TOKEN_REQUIRED', async () => {
    const reply = await callWith('/api/positions', `Bearer ${admin.accessToken}`);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'ID_TOKEN_REQUIRED' });
    expect(contractProblem(positionsAll, reply)).toBeUndefined();
  });

  it('should refuse a token sent without "Bearer " with 401 BEARER_TOKEN_REQUIRED', async () => {
    const reply = await callWith('/api/positions', admin.idToken);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'BEARER_TOKEN_REQUIRED' });
    expect(contractProblem(positionsAll, reply)).toBeUndefined();
    expect((await callWith('/api/positions', `Bearer ${admin.idToken}`)).status).toBe(200);
  });

  it('should find a reply that breaks the document: wrong code, missing field, bad format, unlisted status', () => {
    const json = 'application/json; charset=utf-8';
    const user = operations['system-user-get'];
    const good = (body: unknown) => ({ status: 200, body, contentType: json });
    expect(
      contractProblem(positionsAll, { status: 401, body: { message: 'Nope' }, contentType: json }),
    ).toMatch(/does not match/);
    expect(
      contractProblem(positionsAll, {
        status: 400,
        body: { message: 'x', code: 'NO_SUCH_CODE' },
        contentType: json,
      }),
    ).toMatch(/code/);
    expect(contractProblem(positionsAll, { status: 418, body: {}, contentType: json })).toMatch(
      /does not list/,
    );
    expect(contractProblem(positionsAll, good([{ id: 'p' }]))).toMatch(/does not match/);
    const record = {
      id: 'u',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      status: 'ACTIVE',
      lang: 'en',
      receiveRequestUpdates: false,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    };
    expect(contractProblem(user, good(record))).toBeUndefined();
    expect(contractProblem(user, good({ ...record, email: 'not an address' }))).toMatch(/format/);
    expect(contractProblem(user, good({ ...record, createdAt: 'yesterday' }))).toMatch(/format/);
  });
});
