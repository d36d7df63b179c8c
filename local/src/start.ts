/**
 * `npm start`: the whole product on this machine (scripts/start.mjs runs this file after
 * installing what is missing), the web app as its production build; `--dev` (`npm run dev`): the
 * Vite dev server with hot reload instead. Ports come from CARESHIFT_PORT_*; CARESHIFT_DEMO_SCALE sets the demo's
 * size (0: none); CARESHIFT_TEST_CLOCK=1 adds the local-only clock and jobs routes; Ctrl-C stops
 * everything.
 */
import { stackBanner } from './stack/banner';
import { portsFromEnv } from './stack/ports';
import { startStack } from './stack/stack';
import type { LocalStack } from './stack/stack';
import { removeStackFile, writeStackFile } from './stack/stack-file';
import { demoSeedFromEnv } from './stack/stack-seed';
import { PortInUseError } from './twins/free-port';

const STOP_TIMEOUT_MS = 10_000;

function fail(error: unknown): never {
  const known =
    error instanceof PortInUseError || (error instanceof Error && /^CARESHIFT_\w+[= ]/.test(error.message));
  console.error(known ? `\n✖ ${(error as Error).message}\n` : error);
  // process.exit runs the exit hook that kills java and vite if they were started.
  process.exit(1);
}

let stack: LocalStack | undefined;
let stopping = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (!stack) process.exit(130);
  console.log(`\n${signal}: stopping the local stack…`);
  setTimeout(() => {
    console.error('The local stack did not stop in time; killing what is left.');
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  await stack.stop();
  removeStackFile();
  console.log('Stopped.');
  process.exit(0);
}

process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGHUP', (signal) => void shutdown(signal));

async function main(): Promise<void> {
  const ports = portsFromEnv();
  const demo = demoSeedFromEnv();
  const started = performance.now();
  const web = process.argv.includes('--dev') ? 'dev' : 'production';
  console.log(`Starting CareShift locally (DynamoDB Local, S3, auth, outbox, API, web: ${web})…`);
  stack = await startStack({
    ports,
    web,
    ...demo,
    demoPassword: process.env.CARESHIFT_DEMO_PASSWORD || undefined,
    testClock: process.env.CARESHIFT_TEST_CLOCK === '1',
  });
  writeStackFile(stack);
  console.log(`\n${stackBanner({ ...stack, webMode: web })}`);
  console.log(`Started in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
}

main().catch(fail);
