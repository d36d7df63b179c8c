import { createServer } from 'node:net';

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
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
