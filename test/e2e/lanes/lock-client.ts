import { request } from 'node:http';

import type { LockMode } from './lock-server';

function post(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: a lock may take minutes to be granted and fetch gives up on headers at 300 s.
    const call = request(url, { method: 'POST' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Waits for the named lock of the run's lock service (lock-server.ts); resolves to its release. */
export async function acquireLock(
  lockUrl: string,
  name: string,
  mode: LockMode,
): Promise<() => Promise<void>> {
  const { status, body } = await post(`${lockUrl}/acquire/${encodeURIComponent(name)}/${mode}`);
  if (status !== 200) throw new Error(`The e2e lock service refused ${name} (${mode}): ${status} ${body}`);
  return async () => {
    await post(`${lockUrl}/release/${body}`);
  };
}

/** Runs `work` while holding the named lock exclusively. */
export async function withLock<T>(lockUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const release = await acquireLock(lockUrl, name, 'exclusive');
  try {
    return await work();
  } finally {
    await release();
  }
}
