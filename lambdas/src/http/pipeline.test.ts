import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { defineOperation } from '@careshift/contract';

import { httpEvent, lambdaContext } from '../testing/http-event';

import { areaHandler, route } from './pipeline';

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
});
