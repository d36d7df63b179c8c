// `npm start`: installs what a fresh clone is missing (npm packages, a Java runtime), then runs the
// local stack (local/src/start.ts) in one Node process with tsx: the production build of
// the web app (built when its sources changed), served as CloudFront serves it. `npm run dev`
// (`--dev`) serves the Vite dev server with hot reload instead. Signals are passed on, so Ctrl-C or
// `kill` stops DynamoDB Local, Vite and every server; the exit code is the stack's.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { ensureJava, ensureNodeModules } from './ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureNodeModules();
ensureJava();

const args = process.argv.slice(2).filter((arg) => arg === '--dev');
const child = spawn(process.execPath, ['--import', 'tsx', 'local/src/start.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
  // The SDK's notice that its 2027 releases need Node 22 says nothing about running locally today.
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...process.env },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
