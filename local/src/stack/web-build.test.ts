import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { staleReason } from './web-build';

/** A repository with one web source and one test, and a build, each at its own time (seconds). */
function repo(times: { source: number; test: number; build?: number }): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'careshift-build-'));
  const dist = join(root, 'web', 'dist');
  mkdirSync(join(root, 'web', 'src'), { recursive: true });
  const file = (path: string, at: number) => {
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), at, at);
  };
  file('web/src/app.tsx', times.source);
  file('web/src/app.test.tsx', times.test);
  utimesSync(join(root, 'web', 'src'), 1_000, 1_000);
  utimesSync(join(root, 'web'), 1_000, 1_000);
  if (times.build !== undefined) {
    mkdirSync(dist);
    file('web/dist/index.html', times.build);
  }
  return { root, dist };
}

describe('the web build npm start serves', () => {
  it('should build when there is no build yet', () => {
    const { root, dist } = repo({ source: 2_000, test: 2_000 });
    expect(staleReason(dist, root)).toMatch(/index\.html does not exist/);
  });

  it('should build again when a source is newer than the build', () => {
    const { root, dist } = repo({ source: 3_000, test: 1_000, build: 2_000 });
    expect(staleReason(dist, root)).toBe('web/src changed since the last build');
  });

  it('should keep the build when only tests changed since', () => {
    const { root, dist } = repo({ source: 1_000, test: 3_000, build: 2_000 });
    expect(staleReason(dist, root)).toBeUndefined();
  });
});
