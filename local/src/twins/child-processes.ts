import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * A POSIX shell that runs the command in the background and stays with it. A SIGTERM, SIGINT or
 * SIGHUP to the shell stops the command (SIGKILL if it ignores SIGTERM for 5 s); so does the death
 * of the Node process that started it (checked every second), even when that process was killed
 * without running any exit hook (SIGKILL, a test runner tearing down its worker). The trap is set
 * before the command starts, so no signal can slip between. Exit status is the command's.
 */
const WATCHDOG = `
owner=$1; shift
child=
stop() {
  pid=\${child:-$!}
  if [ -n "$pid" ]; then
    kill -TERM $pid 2>/dev/null
    n=0
    while kill -0 $pid 2>/dev/null && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    kill -KILL $pid 2>/dev/null
    wait $pid
  fi
  exit 143
}
trap stop TERM INT HUP
"$@" &
child=$!
while kill -0 "$owner" 2>/dev/null && kill -0 "$child" 2>/dev/null; do sleep 1 & wait $!; done
kill -TERM $child 2>/dev/null
wait $child
`;

/**
 * Spawns a long-running child (java, vite) that cannot outlive this process, tracked so that
 * `process.exit` also kills it at once.
 */
export function spawnWatched(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(
    '/bin/sh',
    ['-c', WATCHDOG, 'careshift-watchdog', String(process.pid), command, ...args],
    options,
  );
  trackChild(child);
  return child;
}

/** Kills a tracked child when this process exits (an uncaught error, process.exit). */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const running of children) running.kill('SIGTERM');
    });
  }
}

/** Asks a child to stop (SIGTERM) and kills it if it has not exited after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
