import { afterAll, beforeAll, expect, inject } from 'vitest';

import { LANE_LOCK, laneOf } from './lanes';
import { acquireLock } from './lock-client';

/** The longest a file may wait for its lane: the walks before it (the longest, accessibility, ~3 min). */
const LANE_WAIT_MS = 20 * 60_000;

let release: (() => Promise<void>) | undefined;

// Every journey file takes the lane lock before its own hooks and gives it back after them (lanes.ts).
beforeAll(async () => {
  const file = expect.getState().testPath;
  if (!file) throw new Error('The lane lock needs the journey file: vitest gave no testPath');
  release = await acquireLock(inject('stack').lockUrl, LANE_LOCK, laneOf(file));
}, LANE_WAIT_MS);

afterAll(async () => {
  await release?.();
});
