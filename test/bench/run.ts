// `npm run bench`: runs every test/bench/*.bench.ts (or those named on the command line), each in a
// fresh Node process so module-level singletons of one bench never leak into the next, and writes
// the results as ratios and figures to docs/benchmarks.md (a partial run replaces only its sections).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { BenchRow } from './bench-row';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const dir = fileURLToPath(new URL('.', import.meta.url));
const target = new URL('../../docs/benchmarks.md', import.meta.url);
const child = process.argv.indexOf('--child');

/** In a child: run one bench module and leave its rows in the file the parent named. */
if (child !== -1) {
  const [file, out] = process.argv.slice(child + 1);
  const module = (await import(pathToFileURL(`${dir}${file}`).href)) as {
    default: () => Promise<BenchRow[]>;
  };
  writeFileSync(out!, JSON.stringify(await module.default()));
  process.exit(0);
}

function formatRow(row: BenchRow): string {
  const verdict = row.pass === undefined ? '' : row.pass ? 'yes' : '**no**';
  const value = Number.isInteger(row.value) ? row.value : row.value.toFixed(2);
  return `| ${row.name} | ${value} | ${row.unit} | ${row.goal ?? ''} | ${verdict} |`;
}

/** Sections of the existing file by bench name, so a partial run replaces only what it measured. */
function previousSections(): Map<string, string> {
  const previous = new Map<string, string>();
  if (!existsSync(target)) return previous;
  for (const part of readFileSync(target, 'utf8')
    .split(/^(?=## )/m)
    .slice(1)) {
    const name = /^## (\S+)/.exec(part)?.[1];
    if (name) previous.set(name, `${part.trimEnd()}\n`);
  }
  return previous;
}

function writeReport(sections: Map<string, string>): void {
  const header = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (\`npm run bench -- <name>\` re-measures one section) on ${cpus().length} cores`,
    `(${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    'Each bench runs in its own process; goals are ratios measured within one run, so they hold on slower or',
    'faster machines alike.',
    '',
  ].join('\n');
  const body = [...sections.keys()]
    .sort()
    .map((name) => sections.get(name))
    .join('\n');
  writeFileSync(target, `${header}\n${body}`);
}

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();
const scratch = mkdtempSync(join(tmpdir(), 'careshift-bench-'));
const sections = previousSections();
let failures = 0;
for (const file of files) {
  const name = basename(file, '.bench.ts');
  const out = join(scratch, `${name}.json`);
  console.log(`▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file, out],
    {
      stdio: 'inherit',
      env: process.env,
    },
  );
  if (result.status !== 0 || !existsSync(out)) {
    console.error(`✖ ${name} failed`);
    failures += 1;
    continue;
  }
  const rows = JSON.parse(readFileSync(out, 'utf8')) as BenchRow[];
  failures += rows.filter((row) => row.pass === false).length;
  const lines = rows.map(formatRow);
  console.log(lines.join('\n'));
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const took = ((Date.now() - started) / 1000).toFixed(1);
  sections.set(
    name,
    [
      `## ${name}`,
      '',
      `Measured on ${when} UTC; took ${took} s.`,
      '',
      '| Measure | Value | Unit | Goal | Met |',
      '|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n'),
  );
  writeReport(sections);
}
console.log(failures === 0 ? 'All goals met.' : `${failures} goal(s) not met or failed.`);
process.exit(failures === 0 ? 0 : 1);
