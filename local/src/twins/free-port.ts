import { createServer } from 'node:net';

/** Ports this process has handed out: the OS may offer a just-closed port again. */
const handedOut = new Set<number>();

/**
 * Asks the OS for a free loopback port that this process has not handed out before, so that
 * services started side by side never get the same one (the OS can offer a port again as soon as
 * the probe closes it).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await probeFreePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free loopback port that was not handed out already');
}

function probeFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    what: string,
    readonly variable?: string,
  ) {
    super(
      `Port ${port} for ${what} is already in use. Stop what uses it or ` +
        (variable
          ? `set ${variable} to a free port, e.g. ${variable}=${port + 1} npm start`
          : 'choose another port (see README, "Configuration").'),
    );
    this.name = 'PortInUseError';
  }
}

/**
 * Fails with a clear message when a fixed port is already taken; `variable` names the
 * environment variable that moves it.
 */
export async function assertPortFree(port: number, what: string, variable?: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(port, what, variable)
          : new Error(`Cannot listen on port ${port} for ${what}: ${error.message}`),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
