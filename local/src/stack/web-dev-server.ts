import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { spawnWatched, stopChild } from '../twins/child-processes';

export const WEB_DIRECTORY = fileURLToPath(new URL('../../../web/', import.meta.url));

/**
 * The origin header's value vite.config.ts's `/api` proxy adds to every request, as CloudFront does
 * (the API refuses requests without it); the stack passes its ORIGIN_SECRET.
 */
export const DEV_ORIGIN_SECRET_VARIABLE = 'CARESHIFT_ORIGIN_SECRET';

export interface WebDevServerOptions {
  port: number;
  /** Extra environment for vite.config.ts (CARESHIFT_API_URL, CARESHIFT_WEB_CONFIG, CARESHIFT_ORIGIN_SECRET). */
  env: Record<string, string>;
  /** Vite's output, line by line; `false` for silence. */
  log?: ((line: string) => void) | false;
  startTimeoutMs?: number;
}

export interface WebDevServer {
  url: string;
  stop(): Promise<void>;
}

/** The vite CLI of the web workspace, run with this Node (no npm wrapper). */
export function viteBin(): string {
  const require = createRequire(join(WEB_DIRECTORY, 'package.json'));
  return join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

function spawnVite(options: WebDevServerOptions): ChildProcess {
  return spawnWatched(
    process.execPath,
    [viteBin(), '--host', '127.0.0.1', '--port', String(options.port), '--strictPort'],
    {
      cwd: WEB_DIRECTORY,
      env: {
        ...process.env,
        ...options.env,
        CARESHIFT_WEB_PORT: String(options.port),
        // Vite's colours only when a person is watching the terminal.
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** Passes Vite's lines to the log and keeps its last 4,000 characters for an error message. */
function captureOutput(child: ChildProcess, log: WebDevServerOptions['log']): () => string {
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    if (log === false) return;
    for (const line of text.split('\n')) if (line.trim()) (log ?? console.log)(`[web] ${line.trimEnd()}`);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return () => output;
}

/** Whether the server answers the URL with a success now. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false; // not listening yet
  }
}

/**
 * The Vite dev server of `web/`, run as a plain node child (no npm wrapper in between, so one
 * SIGTERM stops it), resolved when it answers HTTP.
 */
export async function startWebDevServer(options: WebDevServerOptions): Promise<WebDevServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawnVite(options);
  const output = captureOutput(child, options.log);
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The web dev server did not start: ${spawnError?.message ?? output().trim()}`);
    }
    if (await answers(url)) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The web dev server did not answer on ${url}: ${output().trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => stopChild(child) };
}
