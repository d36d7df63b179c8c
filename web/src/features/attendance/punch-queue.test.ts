import { describe, expect, it } from 'vitest';

import {
  PUNCH_QUEUE_STORAGE_KEY,
  queuedPunches,
  queuedPunchesOf,
  queuePunch,
  unqueuePunch,
} from './punch-queue';
import type { QueuedPunch } from './punch-queue';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const punch = (
  shiftId: string,
  key: string,
  kind: QueuedPunch['body']['kind'] = 'CLOCK_IN',
): QueuedPunch => ({
  shiftId,
  body: { kind, idempotencyKey: key, clientTime: '2026-11-29T06:31:00.000Z' },
});

describe('the offline punch queue', () => {
  it('should keep punches oldest first with their original key and time', () => {
    const storage = memoryStorage();
    expect(queuePunch(punch('s1', 'k1'), storage)).toBe(true);
    expect(queuePunch(punch('s2', 'k2'), storage)).toBe(true);
    expect(queuePunch(punch('s1', 'k3', 'BREAK_START'), storage)).toBe(true);
    expect(queuedPunches(storage).map((entry) => entry.body.idempotencyKey)).toEqual(['k1', 'k2', 'k3']);
    expect(queuedPunchesOf('s1', storage).map((entry) => entry.body.kind)).toEqual([
      'CLOCK_IN',
      'BREAK_START',
    ]);
    expect(queuedPunchesOf('s1', storage)[0]?.body.clientTime).toBe('2026-11-29T06:31:00.000Z');
  });

  it('should replace a punch of the same key in place (the same punch, now with a reason)', () => {
    const storage = memoryStorage();
    queuePunch(punch('s1', 'k1'), storage);
    queuePunch(punch('s1', 'k2', 'BREAK_START'), storage);
    queuePunch(
      { ...punch('s1', 'k1'), body: { ...punch('s1', 'k1').body, reason: 'No signal inside' } },
      storage,
    );
    const queued = queuedPunches(storage);
    expect(queued).toHaveLength(2);
    expect(queued[0]?.body.reason).toBe('No signal inside');
  });

  it('should drop an answered punch and read a damaged store as empty', () => {
    const storage = memoryStorage();
    queuePunch(punch('s1', 'k1'), storage);
    queuePunch(punch('s1', 'k2'), storage);
    unqueuePunch('k1', storage);
    expect(queuedPunches(storage).map((entry) => entry.body.idempotencyKey)).toEqual(['k2']);
    expect(queuedPunches(memoryStorage({ [PUNCH_QUEUE_STORAGE_KEY]: '{not json' }))).toEqual([]);
    expect(queuedPunches(memoryStorage({ [PUNCH_QUEUE_STORAGE_KEY]: '[{"shiftId":1}]' }))).toEqual([]);
  });

  it('should say so when the browser cannot keep a punch', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(queuePunch(punch('s1', 'k1'), full)).toBe(false);
    expect(queuePunch(punch('s1', 'k1'), undefined)).toBe(false);
  });
});
