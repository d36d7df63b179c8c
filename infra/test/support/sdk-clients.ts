import { join } from 'node:path';

import { build } from 'esbuild';

import { REPO_ROOT } from '../../lib/paths';

/**
 * The AWS SDK clients that end up in a Lambda's bundle: the entry bundled the way AppFunction
 * bundles it (ESM, tree-shaken), then every @aws-sdk/client-* package with bytes in the output.
 * A client only imported by code the entry never reaches is shaken out and does not count.
 */
export async function sdkClientsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [join(REPO_ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    write: false,
    metafile: true,
    outfile: join(REPO_ROOT, '.local', 'sdk-clients.mjs'),
    logLevel: 'silent',
  });
  const clients = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const client = /@aws-sdk\/(client-[a-z0-9-]+)\//.exec(file)?.[1];
      if (client && input.bytesInOutput > 0) clients.add(client);
    }
  }
  return [...clients].sort();
}
