// `npm test`: installs what a fresh clone is missing, then runs every check in order and ends with
// one summary line "tests: N passed, N failed". Stops at the first failing phase.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { ensureChromium, ensureJava, ensureNodeModules } from './ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
ensureNodeModules();
ensureJava();
ensureChromium();

const env = {
  ...process.env,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};
const reports = `${root}.local/test-reports`;
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;

function phase(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env, cwd: root });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    return false;
  }
  console.log(`✔ ${name} (${seconds}s)`);
  return true;
}

/**
 * Phases that read the same sources and write nothing run side by side (lint and the type check are one
 * process each: on a two-core machine they take the time of the longer one). Each one's output is printed
 * whole when it ends, so the log stays readable.
 */
async function together(phases) {
  const results = await Promise.all(
    phases.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          console.log(`\n▶ ${name}: ${command} ${args.join(' ')} (beside the others)`);
          const child = spawn(command, args, { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            if (output.trim()) console.log(output.trimEnd());
            if (code === 0) console.log(`✔ ${name} (${seconds}s)`);
            else console.error(`✖ ${name} failed after ${seconds}s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function vitest(project) {
  const json = `${reports}/${project}.json`;
  const ok = phase(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
  }
  return ok;
}

const steps = [
  () =>
    together([
      ['lint', 'npm', ['run', 'lint', '--silent']],
      ['typecheck', 'npx', ['tsc', '-b']],
    ]),
  () => phase('api docs up to date', 'npx', ['tsx', 'scripts/api-docs.ts', '--check']),
  () => phase('openapi up to date', 'npx', ['tsx', 'scripts/openapi.ts', '--check']),
  () => phase('openapi lint (redocly.yaml)', 'npx', ['redocly', 'lint', '--format=stylish']),
  () => vitest('unit'),
  () => vitest('integration'),
  () => vitest('security'),
  () => vitest('infra'),
  () => vitest('e2e'),
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
