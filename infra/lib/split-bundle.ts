import { join } from 'node:path';

import { lambdaEsbuildFlags, lambdaSplittingFlags } from '@careshift/lambdas/bundling/lambda-esbuild';

import { REPO_ROOT } from './paths';

/**
 * The Lambda's code split as `npm run bench -- lambda-bundles` measures it (lambdas/src/bundling/
 * lambda-esbuild.ts, LAMBDA_SPLITTING): `index.mjs` with what every request needs, and a file beside it
 * for each module imported with `await import()`, read on first use. NodejsFunction writes one file
 * (`--outfile`, which esbuild's splitting cannot use), so this runs after it with the same settings and
 * writes `index.mjs`, its source map and the chunks over it.
 */
export function splitBundleCommand(entry: string, outputDir: string): string {
  return [
    `"${join(REPO_ROOT, 'node_modules', '.bin', 'esbuild')}"`,
    `"${entry}"`,
    ...lambdaEsbuildFlags(),
    ...lambdaSplittingFlags(outputDir),
    '--sourcemap',
    '--sources-content=false',
    '--log-level=warning',
  ].join(' ');
}
