import { vi } from 'vitest';

import { ENV } from '@careshift/contract';
import { createTestDb } from '@careshift/db/testing/test-db';

/**
 * An area's module over a table of its own: a fresh table, then a fresh import (a Lambda makes its
 * repositories once per container, so a module graph keeps the table it first read). For tests of
 * one-of-a-kind records, such as the system settings and their trail, where each test starts from an
 * empty table. A table and an import take about a tenth of a second.
 */
export async function onFreshTable<M>(load: () => Promise<M>) {
  const db = await createTestDb();
  vi.resetModules();
  process.env[ENV.tableName] = db.tableName;
  return { db, module: await load() };
}
