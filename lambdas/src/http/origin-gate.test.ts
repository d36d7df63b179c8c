import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { defineOperation, ENV } from '@careshift/contract';
import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';

import { httpEvent, lambdaContext } from '../testing/http-event';

import { createOriginGate, ORIGIN_RETRY_MS, ORIGIN_SECRET_TTL_MS, originValueAccepted } from './origin-gate';
import { areaHandler, route } from './pipeline';

const CURRENT = 'current-origin-value-0123456789';
const PREVIOUS = 'previous-origin-value-0123456789';

const contact = defineOperation({
  id: 'test-contact',
  method: 'POST',
  path: '/api/public/test-contact',
  access: 'public',
  area: 'public',
  summary: 'a public write',
  input: { body: z.object({ message: z.string() }) },
  output: z.null(),
});
const adminOnly = defineOperation({
  id: 'test-admin',
  method: 'GET',
  path: '/api/test-admin',
  access: ['SYSTEM_USER'],
  area: 'public',
  summary: 'a signed-in read',
  input: {},
  output: z.null(),
});

/** An event as API Gateway passes it, with the origin header set to `value` (or none). */
function eventWith(operation: typeof contact | typeof adminOnly, value: string | undefined, body?: string) {
  const event = httpEvent(operation, body === undefined ? {} : { rawBody: body });
  delete event.headers[ORIGIN_HEADER];
  if (value !== undefined) event.headers[ORIGIN_HEADER] = value;
  return event;
}

describe('originValueAccepted', () => {
  it('should accept the current and the previous value, and nothing else', () => {
    const accepted = { current: CURRENT, previous: PREVIOUS };
    expect(originValueAccepted(CURRENT, accepted)).toBe(true);
    expect(originValueAccepted(PREVIOUS, accepted)).toBe(true);
    expect(originValueAccepted(undefined, accepted)).toBe(false);
    expect(originValueAccepted('', accepted)).toBe(false);
    expect(originValueAccepted(`${CURRENT}x`, accepted)).toBe(false);
    expect(originValueAccepted('', { current: CURRENT, previous: '' })).toBe(false);
    expect(originValueAccepted(PREVIOUS, { current: CURRENT, previous: '' })).toBe(false);
  });
});

describe('the origin gate of the HTTP pipeline', () => {
  beforeEach(() => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    vi.stubEnv(ENV.originSecret, CURRENT);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('should answer one uniform 403 to a request without the header, with a wrong one, and before the body, the sign-in or the route', async () => {
    const ran: string[] = [];
    const handler = areaHandler([
      route(contact, async () => (ran.push('contact'), null)),
      route(adminOnly, async () => (ran.push('admin'), null)),
    ]);
    const replies = [
      await handler(eventWith(contact, undefined, '{"message":"hello"}'), lambdaContext),
      await handler(eventWith(contact, 'wrong', '{"message":"hello"}'), lambdaContext),
      await handler(eventWith(contact, CURRENT.toUpperCase(), '{"message":"hello"}'), lambdaContext),
      await handler(eventWith(contact, undefined, 'not json at all'), lambdaContext),
      await handler(eventWith(adminOnly, undefined), lambdaContext),
      await handler({ ...eventWith(adminOnly, 'wrong'), routeKey: 'GET /api/unknown' }, lambdaContext),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(403);
      expect(reply.body).toBe(replies[0]?.body);
      expect(reply.headers).toEqual(replies[0]?.headers);
    }
    expect(JSON.parse(String(replies[0]?.body))).toEqual({ message: 'Forbidden', code: 'NOT_ALLOWED' });
    expect(ran).toEqual([]);
  });

  it('should let a request with the current value through to the pipeline (its own answers follow)', async () => {
    const ran: string[] = [];
    const handler = areaHandler([
      route(contact, async () => (ran.push('contact'), null)),
      route(adminOnly, async () => (ran.push('admin'), null)),
    ]);
    expect(
      (await handler(eventWith(contact, CURRENT, '{"message":"hello"}'), lambdaContext)).statusCode,
    ).toBe(200);
    expect((await handler(eventWith(contact, CURRENT, 'not json'), lambdaContext)).statusCode).toBe(400);
    expect((await handler(eventWith(adminOnly, CURRENT), lambdaContext)).statusCode).toBe(401);
    expect(ran).toEqual(['contact']);
  });

  it('should refuse everything when no value is configured: a missing setting never opens the gate', async () => {
    vi.stubEnv(ENV.originSecret, '');
    vi.stubEnv(ENV.originSecretArn, '');
    const handler = areaHandler([route(contact, async () => null)]);
    const reply = await handler(eventWith(contact, CURRENT, '{"message":"hello"}'), lambdaContext);
    expect(reply.statusCode).toBe(403);
  });
});

describe('createOriginGate (the secret read from Secrets Manager)', () => {
  const headers = (value?: string) => (value === undefined ? {} : { [ORIGIN_HEADER]: value });

  it('should accept current and previous and refuse missing or wrong values: 403, 403, pass, pass', async () => {
    const gate = createOriginGate({ load: async () => ({ current: CURRENT, previous: PREVIOUS }) });
    expect(await gate.admits(headers())).toBe(false);
    expect(await gate.admits(headers('wrong'))).toBe(false);
    expect(await gate.admits(headers(CURRENT))).toBe(true);
    expect(await gate.admits(headers(PREVIOUS))).toBe(true);
  });

  it('should read the secret once per TTL, so a rotation reaches a warm container, and stop accepting a cleared previous', async () => {
    let clock = 0;
    let stored = { current: CURRENT, previous: PREVIOUS };
    let reads = 0;
    const gate = createOriginGate({
      load: async () => (reads++, stored),
      now: () => clock,
    });
    expect(await gate.admits(headers(PREVIOUS))).toBe(true);
    expect(await gate.admits(headers(CURRENT))).toBe(true);
    expect(reads).toBe(1);
    // The rotation ends: "previous" cleared. Within the TTL the container still accepts it...
    stored = { current: CURRENT, previous: '' };
    clock += ORIGIN_SECRET_TTL_MS - 1;
    expect(await gate.admits(headers(PREVIOUS))).toBe(true);
    // ...and after it, no more.
    clock += 1;
    expect(await gate.admits(headers(PREVIOUS))).toBe(false);
    expect(await gate.admits(headers(CURRENT))).toBe(true);
    expect(reads).toBe(2);
  });

  it('should never open on a failed read: closed with nothing read, the last values kept otherwise, retried later', async () => {
    let clock = 0;
    let failing = true;
    let reads = 0;
    const gate = createOriginGate({
      load: async () => {
        reads++;
        if (failing) throw new Error('AccessDeniedException');
        return { current: CURRENT };
      },
      now: () => clock,
    });
    const logged = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const loggedErrors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await gate.admits(headers(CURRENT))).toBe(false);
      expect(await gate.admits(headers())).toBe(false);
      expect(reads).toBe(1);
      clock += ORIGIN_RETRY_MS;
      failing = false;
      expect(await gate.admits(headers(CURRENT))).toBe(true);
      failing = true;
      clock += ORIGIN_SECRET_TTL_MS;
      expect(await gate.admits(headers(CURRENT))).toBe(true);
      expect(await gate.admits(headers('wrong'))).toBe(false);
      expect(reads).toBe(3);
    } finally {
      logged.mockRestore();
      loggedErrors.mockRestore();
    }
  });
});
