import { DEFAULT_REGION, ENV, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createService } from '@careshift/db';

import { readStackFile } from '../../stack/stack-file';
import { createTable } from '../../twins/dynamodb-local';

import { hasScaleSeed, seedScale } from './index';
import type { SeedProgress } from './index';

export interface ScaleArgs {
  scale: number;
  endpoint: string;
  table: string;
}

function flag(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function shiftCount(scale: string): number {
  const count = Number(scale);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000)
    throw new Error(`--scale must be a whole number of shifts from 1 to 2,000,000, not "${scale}".`);
  return count;
}

/** Where to seed: the flags, else the environment, else the running local stack, else its defaults. */
function seedTarget(args: readonly string[]): Pick<ScaleArgs, 'endpoint' | 'table'> {
  const stack = readStackFile();
  return {
    endpoint:
      flag(args, 'endpoint') ??
      readOptionalEnv(ENV.dynamodbEndpoint) ??
      stack?.urls.dynamodb ??
      'http://127.0.0.1:8000',
    table: flag(args, 'table') ?? readOptionalEnv(ENV.tableName) ?? stack?.tableName ?? 'careshift-local',
  };
}

/** `--scale N [--endpoint URL] [--table NAME]`, or undefined without --scale. */
export function parseScaleArgs(args: readonly string[]): ScaleArgs | undefined {
  const scale = flag(args, 'scale');
  if (scale === undefined) return undefined;
  return { scale: shiftCount(scale), ...seedTarget(args) };
}

/** A one-line progress bar on the terminal (stderr), redrawn in place. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let last = 0;
  return (progress: SeedProgress) => {
    const nowMs = Date.now();
    if (progress.phase === 'writing' && nowMs - last < 200 && progress.done < progress.total) return;
    last = nowMs;
    const ratio = progress.total === 0 ? 0 : progress.done / progress.total;
    const width = 30;
    const bar = '█'.repeat(Math.round(ratio * width)).padEnd(width, '░');
    const seconds = ((nowMs - started) / 1000).toFixed(0);
    const line = `${progress.phase.padEnd(8)} ${bar} ${(ratio * 100).toFixed(0).padStart(3)}% ${progress.done.toLocaleString('en')}/${progress.total.toLocaleString('en')} items ${seconds}s`;
    stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
    if (progress.phase === 'done' && stream.isTTY) stream.write('\n');
  };
}

export async function seedAtScale(args: ScaleArgs): Promise<void> {
  const local = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?/.test(args.endpoint);
  if (local) await createTable(args.endpoint, args.table);
  const client = createDocumentClient({
    tableName: args.table,
    endpoint: args.endpoint,
    region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
  });
  const service = createService(client, args.table);
  if (await hasScaleSeed(service)) {
    throw new Error(
      `The table ${args.table} at ${args.endpoint} holds seeded data already (npm start seeds a demo). Seed another table with --table NAME, or start with CARESHIFT_DEMO_SCALE=0 npm start (no demo data) or CARESHIFT_DEMO_SCALE=${args.scale} npm start (a demo of that size, every person with a sign-in).`,
    );
  }
  const started = Date.now();
  const summary = await seedScale({
    service,
    scale: args.scale,
    onProgress: progressBar(),
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Seeded ${summary.shifts.toLocaleString('en')} shifts, ${summary.clients} clients, ${summary.partners} partners, ${summary.invoices} invoices, ${summary.reviews} reviews, ${summary.penalties} penalties (${summary.items.toLocaleString('en')} items) into ${args.table} at ${args.endpoint} in ${seconds.toFixed(1)} s.`,
  );
}
