import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createOffsetClock, MAX_CLOCK_OFFSET_MS } from '@careshift/lambdas/clock';

import { freePort } from '../twins/free-port';

import { startGateway } from './gateway';
import type { LocalGateway } from './gateway';
import type { GatewayOperation } from './routes';
import { startTestIssuer } from './test-issuer';
import type { TestIssuer } from './test-issuer';

const HOUR = 60 * 60 * 1000;
const nowOperation: GatewayOperation = {
  id: 'now-get',
  method: 'GET',
  path: '/api/public/now',
  access: 'public',
  area: 'positions',
};

describe('the gateway test clock route', () => {
  const clock = createOffsetClock();
  const logLines: string[] = [];
  let issuer: TestIssuer;
  let withClock: LocalGateway;
  let withoutClock: LocalGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const common = {
      operations: [nowOperation],
      authorizer: { issuer: issuer.issuer, audience: [issuer.clientId], jwksUri: issuer.jwksUri },
      // A handler that answers with the clock the handlers share, like `clock` in lambdas/src/clock.ts.
      loadHandler: async () => async () => ({ now: clock.now().toISOString() }),
    };
    withClock = await startGateway({
      ...common,
      port: await freePort(),
      testClock: clock,
      log: (line) => logLines.push(line),
    });
    withoutClock = await startGateway({ ...common, port: await freePort(), log: false });
  });
  afterEach(() => clock.setOffsetMs(0));
  afterAll(async () => {
    await withClock.stop();
    await withoutClock.stop();
    await issuer.stop();
  });

  const setOffset = (gateway: LocalGateway, body: string) =>
    fetch(`${gateway.url}/__local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('should not exist when the gateway was started without a test clock, as in AWS', async () => {
    const read = await fetch(`${withoutClock.url}/__local/clock`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ message: 'Not Found' });
    const write = await setOffset(withoutClock, JSON.stringify({ offsetMs: HOUR }));
    expect(write.status).toBe(404);
    expect(clock.offsetMs()).toBe(0);
  });

  it('should report the handlers’ now and offset, starting at real time', async () => {
    const response = await fetch(`${withClock.url}/__local/clock`);
    expect(response.status).toBe(200);
    const state = (await response.json()) as { now: string; offsetMs: number };
    expect(state.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(state.now) - Date.now())).toBeLessThan(2000);
  });

  it('should move the clock the handlers read by the offset posted, and back with 0', async () => {
    const moved = await setOffset(withClock, JSON.stringify({ offsetMs: 50 * HOUR }));
    expect(moved.status).toBe(200);
    const state = (await moved.json()) as { now: string; offsetMs: number };
    expect(state.offsetMs).toBe(50 * HOUR);
    expect(Math.abs(Date.parse(state.now) - (Date.now() + 50 * HOUR))).toBeLessThan(2000);
    const seen = (await (await fetch(`${withClock.url}/api/public/now`)).json()) as { now: string };
    expect(Math.abs(Date.parse(seen.now) - (Date.now() + 50 * HOUR))).toBeLessThan(2000);
    expect(logLines.some((line) => line.startsWith('[clock]') && line.includes(String(50 * HOUR)))).toBe(
      true,
    );

    await setOffset(withClock, JSON.stringify({ offsetMs: 0 }));
    const back = (await (await fetch(`${withClock.url}/api/public/now`)).json()) as { now: string };
    expect(Math.abs(Date.parse(back.now) - Date.now())).toBeLessThan(2000);
  });

  it('should answer 400 with a field error for a bad offset and leave the clock where it was', async () => {
    await setOffset(withClock, JSON.stringify({ offsetMs: HOUR }));
    for (const body of [
      '{}',
      'not json',
      JSON.stringify({ offsetMs: '3600000' }),
      JSON.stringify({ offsetMs: 1.5 }),
      JSON.stringify({ offsetMs: MAX_CLOCK_OFFSET_MS + 1 }),
    ]) {
      const response = await setOffset(withClock, body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toMatchObject({
        code: 'INVALID_INPUT',
        fieldErrors: { offsetMs: expect.stringContaining('whole milliseconds') },
      });
    }
    expect(clock.offsetMs()).toBe(HOUR);
  });

  it('should answer 405 with Allow for methods other than GET and POST', async () => {
    const response = await fetch(`${withClock.url}/__local/clock`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});
