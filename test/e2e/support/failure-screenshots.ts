import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';

import { screenshot } from '../browser';

/**
 * The page a failed test leaves behind, kept as `failed-<test name>.png`: each test sets `page` to the
 * page it drives (reset before each test, so a test that fails before opening one shows nothing stale).
 */
export function failureScreenshots(): { page?: Page } {
  const shots: { page?: Page } = {};
  beforeEach(({ task, onTestFailed }) => {
    shots.page = undefined;
    onTestFailed(async () => {
      if (shots.page) await screenshot(shots.page, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  return shots;
}
