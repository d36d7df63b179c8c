// `npm run bench`: runs every test/bench/*.bench.ts (or those named on the command line) in one
// process, one after another, and writes the results as ratios and figures to docs/benchmarks.md.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { BenchRow } from './bench-row';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

const sections = new Map<string, string>();
let failures = 0;
for (const file of files) {
  const name = basename(file, '.bench.ts');
  console.log(`▶ ${name}`);
  const started = Date.now();
  const module = (await import(pathToFileURL(`${dir}${file}`).href)) as {
    default: () => Promise<BenchRow[]>;
  };
  const rows = await module.default();
  const lines = rows.map((row) => {
    if (row.pass === false) failures += 1;
    const verdict = row.pass === undefined ? '' : row.pass ? 'yes' : '**no**';
    return `| ${row.name} | ${Number.isInteger(row.value) ? row.value : row.value.toFixed(2)} | ${row.unit} | ${row.goal ?? ''} | ${verdict} |`;
  });
  console.log(lines.join('\n'));
  sections.set(
    name,
    [
      `## ${name}`,
      '',
      `Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; took ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      '',
      '| Measure | Value | Unit | Goal | Met |',
      '|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n'),
  );
}

/** Sections of the existing file by bench name, so a partial run replaces only what it measured. */
function previousSections(path: URL): Map<string, string> {
  const previous = new Map<string, string>();
  if (!existsSync(path)) return previous;
  for (const part of readFileSync(path, 'utf8')
    .split(/^(?=## )/m)
    .slice(1)) {
    const name = /^## (\S+)/.exec(part)?.[1];
    if (name) previous.set(name, part.trimEnd() + '\n');
  }
  return previous;
}

const target = new URL('../../docs/benchmarks.md', import.meta.url);
const merged = previousSections(target);
for (const [name, text] of sections) merged.set(name, text);
const header = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` (\`npm run bench -- <name>\` re-measures one section) on ${cpus().length} cores`,
  `(${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  'Goals are ratios measured within one run, so they hold on slower or faster machines alike.',
  '',
].join('\n');
const body = [...merged.keys()]
  .sort()
  .map((name) => merged.get(name))
  .join('\n');
writeFileSync(target, `${header}\n${body}`);
console.log(failures === 0 ? 'All goals met.' : `${failures} goal(s) not met.`);
