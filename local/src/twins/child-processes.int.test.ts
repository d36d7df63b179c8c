import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { spawnWatched, stopChild } from './child-processes';

const OWNER = fileURLToPath(new URL('./fixtures/watchdog-owner.ts', import.meta.url));
const PRINT_PID_AND_SLEEP = ['-c', 'echo $$; exec sleep 60'];

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]!.trim());
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

describe('spawnWatched', () => {
  it('should stop the command when asked to stop', async () => {
    const child = spawnWatched('sh', PRINT_PID_AND_SLEEP, { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = Number(await firstLine(child));
    expect(isAlive(pid)).toBe(true);
    await stopChild(child);
    expect(await waitUntilGone(pid, 1000)).toBe(true);
  });

  it('should report the exit status of the command', async () => {
    const child = spawnWatched('sh', ['-c', 'exit 3'], { stdio: 'ignore' });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(3);
  });

  it('should stop the command when the process that started it is killed without any cleanup', async () => {
    const owner = spawn(process.execPath, ['--import', 'tsx', OWNER], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = Number(await firstLine(owner));
    expect(isAlive(pid)).toBe(true);
    owner.kill('SIGKILL');
    expect(await waitUntilGone(pid, 4000)).toBe(true);
  });
});
