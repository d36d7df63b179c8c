// Installs what a fresh clone is missing: npm packages (npm ci); with --java, a Java runtime for
// DynamoDB Local (only what starts it: `npm start`, `npm test` through scripts/start.mjs and
// scripts/test.mjs, and `npm run bench`); with --chromium, Debian's Chromium. Synth, deploy, preflight,
// create-admin, seed, check-data and reindex-shifts talk to AWS or to a running local stack, so they
// need no Java. Uses only Node built-ins, so it runs before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(cmd) {
  console.log(`[ensure] ${cmd}`);
  execSync(cmd, { stdio: 'inherit', cwd: root });
}

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;
function aptInstall(pkgs, why) {
  if (!isRoot) {
    console.error(
      `[ensure] ${why} is missing. Install it (Debian: sudo apt-get install -y ${pkgs}) and run again.`,
    );
    process.exit(1);
  }
  if (!aptUpdated) run('apt-get update -qq');
  aptUpdated = true;
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs} >/dev/null`);
}

export function ensureNodeModules() {
  const marker = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) {
    run('npm ci --no-audit --no-fund --loglevel=error');
  }
}

export function ensureJava() {
  if (!has('java', ['-version']))
    aptInstall('openjdk-17-jre-headless', 'A Java runtime (for DynamoDB Local)');
}

export function ensureChromium() {
  if (!existsSync('/usr/bin/chromium')) aptInstall('chromium', 'Chromium (for browser tests)');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureNodeModules();
  if (process.argv.includes('--java')) ensureJava();
  if (process.argv.includes('--chromium')) ensureChromium();
}
