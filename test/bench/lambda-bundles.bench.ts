// Each Lambda bundle's size, and the time to load it in a fresh Node process divided by the time
// of an empty Node start (issue 2). Bundled with the same esbuild settings infra uses.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

import type { BenchRow } from './bench-row';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = `${root}.local/bench-bundles`;

function entries(): { name: string; entry: string }[] {
  const src = `${root}lambdas/src`;
  const areas = readdirSync(src)
    .filter((dir) => statSync(`${src}/${dir}`).isDirectory())
    .filter((dir) => readdirSync(`${src}/${dir}`).includes('handler.ts'))
    .map((dir) => ({ name: dir, entry: `${src}/${dir}/handler.ts` }));
  const handlersIn = (folder: 'triggers' | 'jobs') => {
    const dir = `${src}/${folder}`;
    return readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.includes('.test.'))
      .filter((f) =>
        /export (const|async function|function) handler\b/.test(readFileSync(`${dir}/${f.name}`, 'utf8')),
      )
      .map((f) => ({
        name: `${folder.replace(/s$/, '')} ${f.name.replace('.ts', '')}`,
        entry: `${dir}/${f.name}`,
      }));
  };
  return [...areas, ...handlersIn('triggers'), ...handlersIn('jobs')];
}

function medianMs(args: string[], runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    execFileSync(process.execPath, args, { stdio: 'ignore', env: { ...process.env, TABLE_NAME: 'bench' } });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export default async function bench(): Promise<BenchRow[]> {
  mkdirSync(out, { recursive: true });
  const emptyStart = medianMs(['--input-type=module', '-e', '']);
  const rows: BenchRow[] = [{ name: 'empty Node start', value: emptyStart, unit: 'ms' }];
  for (const { name, entry } of entries()) {
    const outfile = `${out}/${name.replace(/\W+/g, '-')}.mjs`;
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      minify: true,
      logLevel: 'silent',
      banner: {
        js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });
    const bytes = statSync(outfile).size;
    const loadMs = medianMs(['--input-type=module', '-e', `await import(${JSON.stringify(outfile)})`]);
    rows.push(
      { name: `${name}: bundle size`, value: Math.round(bytes / 1024), unit: 'KiB' },
      {
        name: `${name}: bundle size gzip`,
        value: Math.round(gzipSync(readFileSync(outfile)).length / 1024),
        unit: 'KiB',
      },
      { name: `${name}: load ÷ empty start`, value: loadMs / emptyStart, unit: '×' },
    );
  }
  return rows;
}
