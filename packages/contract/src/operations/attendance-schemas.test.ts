import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { correctedTimesSchema, punchBodySchema } from './attendance-schemas';

const punch = {
  kind: 'CLOCK_IN',
  idempotencyKey: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
  clientTime: '2026-11-28T06:55:00+02:00',
};

describe('attendance wire shapes', () => {
  it('accepts a punch without a position (the reason is checked by the domain)', () => {
    expect(z.safeParse(punchBodySchema, punch).success).toBe(true);
  });

  it('refuses an unknown kind, a position off the globe and a key that is not a UUID', () => {
    expect(z.safeParse(punchBodySchema, { ...punch, kind: 'LUNCH' }).success).toBe(false);
    expect(z.safeParse(punchBodySchema, { ...punch, latitude: 91, longitude: 33 }).success).toBe(false);
    expect(z.safeParse(punchBodySchema, { ...punch, idempotencyKey: 'abc' }).success).toBe(false);
  });

  it('asks a dispute for a reason and whole break minutes', () => {
    const times = { actualStart: '2026-11-28T07:00:00+02:00', actualEnd: '2026-11-28T15:00:00+02:00' };
    expect(
      z.safeParse(correctedTimesSchema, { ...times, breakMinutes: 30, reason: 'Left at 15:00' }).success,
    ).toBe(true);
    expect(z.safeParse(correctedTimesSchema, { ...times, breakMinutes: 30, reason: '' }).success).toBe(false);
    expect(
      z.safeParse(correctedTimesSchema, { ...times, breakMinutes: 2.5, reason: 'Left at 15:00' }).success,
    ).toBe(false);
  });
});
