import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { laneOf, undeclaredExclusiveJourneys } from './lanes';
import { acquireLock } from './lock-client';
import { ReadersWriterLock, startLockServer } from './lock-server';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the journeys’ lanes (issue 37 item 4)', () => {
  it('should grant shared holders together and an exclusive one alone, first come first served', async () => {
    const lock = new ReadersWriterLock();
    const order: string[] = [];
    const take = (name: string, mode: 'shared' | 'exclusive') =>
      void lock.acquire(mode).granted.then(() => order.push(name));
    take('a', 'shared');
    take('b', 'shared');
    take('x', 'exclusive');
    take('c', 'shared');
    await settle();
    expect(order).toEqual(['a', 'b']);
    lock.release('shared');
    await settle();
    expect(order).toEqual(['a', 'b']);
    lock.release('shared');
    await settle();
    expect(order).toEqual(['a', 'b', 'x']);
    lock.release('exclusive');
    await settle();
    expect(order).toEqual(['a', 'b', 'x', 'c']);
  });

  it('should forget a waiter that gave up', async () => {
    const lock = new ReadersWriterLock();
    void lock.acquire('exclusive');
    const gaveUp = lock.acquire('exclusive');
    gaveUp.cancel();
    lock.release('exclusive');
    let granted = false;
    void lock.acquire('exclusive').granted.then(() => (granted = true));
    await settle();
    expect(granted).toBe(true);
  });

  describe('over HTTP', () => {
    let stop: (() => Promise<void>) | undefined;
    afterEach(async () => stop?.());

    it('should hold a second exclusive caller until the first releases', async () => {
      const server = await startLockServer();
      stop = server.stop;
      const releaseFirst = await acquireLock(server.url, 'sms-+35799000000', 'exclusive');
      let second = false;
      const waiting = acquireLock(server.url, 'sms-+35799000000', 'exclusive').then((release) => {
        second = true;
        return release;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(second).toBe(false);
      await releaseFirst();
      await (
        await waiting
      )();
      expect(second).toBe(true);
    });

    it('should refuse a mode it does not know', async () => {
      const server = await startLockServer();
      stop = server.stop;
      await expect(acquireLock(server.url, 'lane', 'both' as 'shared')).rejects.toThrow(/refused lane/);
    });
  });

  it('should run the journeys that move the clock or run a job alone', () => {
    expect(laneOf('/x/test/e2e/shift-lifecycle.e2e.ts')).toBe('exclusive');
    expect(laneOf('/x/test/e2e/clients.e2e.ts')).toBe('shared');
    expect(undeclaredExclusiveJourneys(new URL('../', import.meta.url))).toEqual([]);
    const directory = mkdtempSync(join(tmpdir(), 'lanes-'));
    writeFileSync(join(directory, 'new.e2e.ts'), 'await api.setClockOffset(0);');
    writeFileSync(join(directory, 'calm.e2e.ts'), 'await page.goto("/");');
    expect(undeclaredExclusiveJourneys(pathToFileURL(`${directory}/`))).toEqual(['new.e2e.ts']);
  });
});
