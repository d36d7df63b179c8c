import { build } from 'esbuild';

import { LAMBDA_ESBUILD } from '../bundling/lambda-esbuild';

/**
 * A test's entry source bundled with the Lambdas' esbuild settings, `alias` in place of theirs and
 * `options` on top (unminified, split…); every output file's text joined, nothing written.
 */
export async function bundleEntry(
  entry: string,
  alias: Record<string, string>,
  options: Parameters<typeof build>[0] = {},
): Promise<string> {
  const result = await build({
    ...LAMBDA_ESBUILD,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    alias,
    stdin: { contents: entry, resolveDir: import.meta.dirname, loader: 'ts' },
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return (result.outputFiles ?? []).map((file) => file.text).join('\n');
}
