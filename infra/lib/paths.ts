import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (infra/lib/ is two levels below it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Lambda sources: lambdas/src/<area>/handler.ts, lambdas/src/triggers/*.ts, lambdas/src/jobs/*.ts. */
export const LAMBDAS_SRC = join(REPO_ROOT, 'lambdas', 'src');

/** The built SPA (`npm run build -w web`). */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** The lock file NodejsFunction uses to find the project root for esbuild. */
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

export function repoRelative(path: string): string {
  return relative(REPO_ROOT, path);
}

/**
 * The absolute path of a Lambda entry under lambdas/src, failing with a message that says which
 * file is missing and why it is needed (synth would otherwise fail deep inside esbuild).
 */
export function lambdaEntry(relativePath: string, neededFor: string): string {
  return checkedEntry(join(LAMBDAS_SRC, relativePath), neededFor);
}

/** Like `lambdaEntry`, for a path relative to the repository root. */
export function repoEntry(repoPath: string, neededFor: string): string {
  return checkedEntry(join(REPO_ROOT, repoPath), neededFor);
}

function checkedEntry(entry: string, neededFor: string): string {
  if (!existsSync(entry)) {
    throw new Error(
      `Missing Lambda entry ${repoRelative(entry)} (needed for ${neededFor}). ` +
        'Create it with an exported `handler`, or remove what needs it.',
    );
  }
  return entry;
}
