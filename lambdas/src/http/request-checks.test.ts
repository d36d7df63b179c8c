import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { defineOperation, ENV } from '@careshift/contract';

import { administratorClaims, httpEvent, lambdaContext, TEST_ORIGIN_SECRET } from '../testing/http-event';

import { areaHandler, route } from './pipeline';

const listed = defineOperation({
  id: 'test-list',
  method: 'GET',
  path: '/api/test/list',
  access: ['SYSTEM_USER'],
  area: 'public',
  summary: 'a list',
  input: { query: z.object({ cursor: z.optional(z.string()) }) },
  output: z.object({ ok: z.boolean() }),
});
const open = defineOperation({ ...listed, id: 'test-open', path: '/api/test/open', access: 'public' });
const handler = areaHandler([
  route(listed, async () => ({ ok: true })),
  route(open, async () => ({ ok: true })),
]);

async function call(change: (event: ReturnType<typeof httpEvent>) => void) {
  const event = httpEvent(listed, { claims: { ...administratorClaims } });
  change(event);
  const reply = await handler(event, lambdaContext);
  return { status: reply.statusCode, body: JSON.parse(String(reply.body)) as Record<string, unknown> };
}

async function callOpen(query: Record<string, string>) {
  const event = httpEvent(open, { query });
  const reply = await handler(event, lambdaContext);
  return { status: reply.statusCode, body: JSON.parse(String(reply.body)) as Record<string, unknown> };
}

/** What API Gateway's JWT authorizer lets through and the pipeline refuses (issue 33). */
describe('the pipeline on tokens and query parameters', () => {
  beforeEach(() => {
    vi.stubEnv(ENV.originSecret, TEST_ORIGIN_SECRET);
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('should refuse an access token with 401 ID_TOKEN_REQUIRED', async () => {
    const reply = await call((event) => {
      event.requestContext.authorizer.jwt.claims.token_use = 'access';
    });
    expect(reply).toMatchObject({ status: 401, body: { code: 'ID_TOKEN_REQUIRED' } });
  });

  it('should refuse a token without "Bearer " with 401 BEARER_TOKEN_REQUIRED', async () => {
    for (const authorization of ['test-token', 'Basic dGVzdA==', 'Bearer ']) {
      const reply = await call((event) => {
        event.headers.authorization = authorization;
      });
      expect(reply, authorization).toMatchObject({ status: 401, body: { code: 'BEARER_TOKEN_REQUIRED' } });
    }
  });

  it('should refuse a query parameter the operation does not declare with 400, naming it', async () => {
    for (const name of ['statuses[]', 'limit', 'Cursor']) {
      const reply = await callOpen({ [name]: '' });
      expect(reply, name).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
      expect(String(reply.body.message)).toContain(`"${name}"`);
    }
    expect(await callOpen({ cursor: 'abc' })).toEqual({ status: 200, body: { ok: true } });
  });
});
