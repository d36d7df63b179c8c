import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { spawnWatched } from '../twins/child-processes';

import { viteBin, WEB_DIRECTORY } from './web-dev-server';

/** The production build `npm start` serves (`npm run build -w web` writes it too). */
export const WEB_DIST = join(WEB_DIRECTORY, 'dist');
const REPO_ROOT = join(WEB_DIRECTORY, '..');

/** What the build is made of: the web app and the workspaces it bundles, and the lock file. */
const SOURCES = [
  'web/index.html',
  'web/vite.config.ts',
  // The build's plugins beside the config.
  'web/base-theme-split.ts',
  'web/cloudscape-metrics-stand-in.ts',
  'web/intl-messageformat-stand-in.ts',
  'web/operation-loaders.ts',
  'web/partner-chunk.ts',
  'web/route-preload.ts',
  'web/self-hosted-fonts.ts',
  'web/package.json',
  'web/src',
  'web/public',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];

/** Tests never reach the bundle, so editing one does not call for a new build. */
const NOT_BUILT = /\.(test|int\.test)\.tsx?$/;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || NOT_BUILT.test(entry.name)) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the build must run again, or undefined when web/dist is newer than every source. */
export function staleReason(distDir = WEB_DIST, root = REPO_ROOT): string | undefined {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `${index} does not exist`;
  const built = statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * Builds the SPA (`vite build`) unless web/dist is newer than its sources, so a second `npm start`
 * starts at once. Vite's output goes to `log`.
 */
export async function ensureWebBuild(log: (line: string) => void): Promise<{ built: boolean; ms: number }> {
  const started = performance.now();
  const reason = staleReason();
  if (!reason) return { built: false, ms: performance.now() - started };
  log(`[web] building the SPA (${reason})…`);
  const child = spawnWatched(process.execPath, [viteBin(), 'build', '--logLevel', 'warn'], {
    cwd: WEB_DIRECTORY,
    // Always a production build: under Vitest (NODE_ENV=test) Vite would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`The web build failed (vite build, exit ${code}):\n${output.trim()}`);
  for (const line of output.split('\n')) if (line.trim()) log(`[web] ${line.trimEnd()}`);
  const ms = performance.now() - started;
  log(`[web] built in ${(ms / 1000).toFixed(1)} s`);
  return { built: true, ms };
}
