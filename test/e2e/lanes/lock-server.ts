import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a journey file holds a lock: beside other shared holders, or alone. */
export type LockMode = 'shared' | 'exclusive';

interface Waiter {
  mode: LockMode;
  grant: () => void;
}

/**
 * A readers-writer lock granted first come, first served: a shared holder joins the others unless an
 * exclusive one holds or waits ahead of it, so an exclusive waiter is never starved.
 */
export class ReadersWriterLock {
  private sharedHolders = 0;
  private exclusiveHeld = false;
  private readonly queue: Waiter[] = [];

  acquire(mode: LockMode): { granted: Promise<void>; cancel: () => void } {
    let waiter: Waiter | undefined;
    const granted = new Promise<void>((grant) => {
      waiter = { mode, grant };
      this.queue.push(waiter);
    });
    this.drain();
    return {
      granted,
      cancel: () => {
        const index = waiter ? this.queue.indexOf(waiter) : -1;
        if (index >= 0) this.queue.splice(index, 1);
        this.drain();
      },
    };
  }

  release(mode: LockMode): void {
    if (mode === 'exclusive') this.exclusiveHeld = false;
    else this.sharedHolders = Math.max(0, this.sharedHolders - 1);
    this.drain();
  }

  private compatible(mode: LockMode): boolean {
    return mode === 'exclusive' ? !this.exclusiveHeld && this.sharedHolders === 0 : !this.exclusiveHeld;
  }

  private drain(): void {
    for (let head = this.queue[0]; head && this.compatible(head.mode); head = this.queue[0]) {
      this.queue.shift();
      if (head.mode === 'exclusive') this.exclusiveHeld = true;
      else this.sharedHolders += 1;
      head.grant();
    }
  }
}

/**
 * The e2e run's lock service (test/setup/stack.global.ts starts it beside the stack): journey files,
 * each in a worker process of its own, take named locks over HTTP. `POST /acquire/<name>/<mode>`
 * answers once the lock is granted (a caller that hangs up while waiting leaves the queue) with a
 * token; `POST /release/<token>` gives it back. See lanes.ts for the locks the journeys take.
 */
export async function startLockServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const locks = new Map<string, ReadersWriterLock>();
  const held = new Map<string, { lock: ReadersWriterLock; mode: LockMode }>();

  function release(token: string, response: ServerResponse): void {
    const holder = held.get(token);
    held.delete(token);
    holder?.lock.release(holder.mode);
    response.writeHead(holder ? 204 : 404).end();
  }

  function acquire(name: string, mode: LockMode, response: ServerResponse): void {
    const lock = locks.get(name) ?? new ReadersWriterLock();
    locks.set(name, lock);
    const waiting = lock.acquire(mode);
    let answered = false;
    response.on('close', () => {
      if (!answered) waiting.cancel();
    });
    void waiting.granted.then(() => {
      if (response.destroyed) return lock.release(mode);
      answered = true;
      const token = randomUUID();
      held.set(token, { lock, mode });
      response.writeHead(200, { 'content-type': 'text/plain' }).end(token);
    });
  }

  const server = createServer((request, response) => {
    const [, verb, name = '', mode] = (request.url ?? '').split('/');
    if (request.method === 'POST' && verb === 'release') return release(name, response);
    if (request.method === 'POST' && verb === 'acquire' && (mode === 'shared' || mode === 'exclusive'))
      return acquire(name, mode, response);
    response.writeHead(400).end('POST /acquire/<name>/<shared|exclusive> or /release/<token>');
  });
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
