import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';

import type { positionsList, shiftClaim } from '@careshift/contract';
import { defineOperation, ENV } from '@careshift/contract';
import type { Role } from '@careshift/domain';

import { httpEvent, lambdaContext, TEST_ORIGIN_SECRET } from '../testing/http-event';

import { areaHandler, rawRoute, route } from './pipeline';
import type { ViewerFor } from './pipeline';
import type { Caller, Viewer } from './viewer';

const boom = defineOperation({
  id: 'test-boom',
  method: 'GET',
  path: '/api/test/boom',
  access: 'public',
  area: 'public',
  summary: 'fails',
  input: {},
  output: z.null(),
});

/** The JSON lines the logger writes (standard output and error) while `run` runs. */
async function loggedLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const chunks: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return chunks
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the HTTP pipeline', () => {
  beforeEach(() => vi.stubEnv(ENV.originSecret, TEST_ORIGIN_SECRET));
  afterEach(() => vi.unstubAllEnvs());

  it('should log an unhandled error with the request ids, the operation and the role, and no token or details in the reply', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const handler = areaHandler([
      route(boom, async () => {
        throw new Error('database exploded');
      }),
    ]);
    const event = httpEvent(boom);
    event.headers.authorization = 'Bearer secret-token-value';
    let reply: Awaited<ReturnType<typeof handler>> | undefined;
    const lines = await loggedLines(async () => {
      reply = await handler(event, lambdaContext);
    });
    expect(reply?.statusCode).toBe(500);
    expect(JSON.parse(String(reply?.body))).toEqual({ message: 'There was an error.', code: 'INTERNAL' });
    const error = lines.find((line) => line.level === 'ERROR');
    expect(error).toMatchObject({
      operationId: 'test-boom',
      apiRequestId: event.requestContext.requestId,
      function_request_id: lambdaContext.awsRequestId,
      role: 'anonymous',
    });
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('should give a raw route the body bytes as sent, decoded from base64 when API Gateway encoded them', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const echo = defineOperation({ ...boom, id: 'test-echo', method: 'POST', output: z.string() });
    const seen: Buffer[] = [];
    const handler = areaHandler([
      rawRoute(echo, async (_input, { raw }) => {
        seen.push(raw.body);
        return raw.headers['x-signature'] ?? '';
      }),
    ]);
    const body = '{\n  "a":  1, "name": "Μαρία"\n}';
    const text = httpEvent(echo, { rawBody: body });
    text.headers = { ...text.headers, 'X-Signature': 'sig' };
    const encoded = httpEvent(echo, { rawBody: Buffer.from(body).toString('base64') });
    encoded.isBase64Encoded = true;
    const replies = [await handler(text, lambdaContext), await handler(encoded, lambdaContext)];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(JSON.parse(String(replies[0]?.body))).toBe('sig');
    expect(seen).toEqual([Buffer.from(body), Buffer.from(body)]);
    expect(() =>
      rawRoute(defineOperation({ ...echo, input: { body: z.object({}) } }), async () => ''),
    ).toThrow('test-echo parses its body: it cannot be a raw route');
  });

  it('should give a signed-in operation a viewer with a role by type, and a public one maybe nobody', () => {
    expectTypeOf<ViewerFor<typeof shiftClaim>>().toEqualTypeOf<Viewer>();
    expectTypeOf<Viewer['role']>().toEqualTypeOf<Role>();
    expectTypeOf<ViewerFor<typeof positionsList>>().toEqualTypeOf<Caller | undefined>();
  });
});
