import { describe, expect, it } from 'vitest';

import type { RecordOtpSendInput } from '@careshift/db';
import { ThrottledError } from '@careshift/domain';

import {
  CODE_SENDS_PER_WINDOW,
  CodeSendThrottledError,
  reserveCodeSend,
  sendWindowAt,
} from './send-throttle';
import type { CodeSendCounter } from './send-throttle';
import { fakeCodeSendCounter } from './testing';

const at = (iso: string) => () => new Date(iso);
const request = { throttleKey: '+35799123456', language: 'en' as const };

describe('code send throttle', () => {
  it('should align windows to the hour', () => {
    const { windowStart, windowEnd } = sendWindowAt(new Date('2026-03-02T10:47:13Z'));
    expect(new Date(windowStart * 1000).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(windowEnd - windowStart).toBe(3600);
  });

  it('should allow 5 codes per number per hour and refuse the 6th with the wait in minutes', async () => {
    const counter = fakeCodeSendCounter();
    const deps = { counter, clock: at('2026-03-02T10:47:13Z') };
    for (let i = 0; i < CODE_SENDS_PER_WINDOW; i += 1) await reserveCodeSend(request, deps);
    const refusal = reserveCodeSend(request, deps);
    await expect(refusal).rejects.toThrow(
      'Too many codes requested for this number. Try again in 13 minutes',
    );
    await expect(refusal).rejects.toBeInstanceOf(CodeSendThrottledError);
    await expect(refusal).rejects.toBeInstanceOf(ThrottledError);
    await expect(refusal).rejects.toMatchObject({ retryAfterSeconds: 767, code: 'CODE_SENDS_THROTTLED' });
  });

  it('should count numbers separately and start afresh in the next hour', async () => {
    const counter = fakeCodeSendCounter();
    const deps = { counter, clock: at('2026-03-02T10:59:59Z') };
    for (let i = 0; i < CODE_SENDS_PER_WINDOW; i += 1) await reserveCodeSend(request, deps);
    await expect(reserveCodeSend(request, deps)).rejects.toThrow('Try again in 1 minute');
    await expect(reserveCodeSend({ ...request, throttleKey: '+35799000000' }, deps)).resolves.toBeUndefined();
    await expect(
      reserveCodeSend(request, { counter, clock: at('2026-03-02T11:00:00Z') }),
    ).resolves.toBeUndefined();
  });

  it('should pass the window end as the TTL of the counter', async () => {
    const seen: RecordOtpSendInput[] = [];
    const counter: CodeSendCounter = {
      async recordOtpSend(input) {
        seen.push(input);
        return { allowed: true, sends: 1 };
      },
    };
    await reserveCodeSend(request, { counter, clock: at('2026-03-02T10:15:00Z') }, { limit: 2 });
    expect(seen).toEqual([
      {
        phoneNumber: '+35799123456',
        windowStart: Date.parse('2026-03-02T10:00:00Z') / 1000,
        limit: 2,
        expiresAt: Date.parse('2026-03-02T11:00:00Z') / 1000,
      },
    ]);
  });
});
