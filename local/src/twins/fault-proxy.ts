import { createServer, request } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the proxy treats requests: pass them on, drop the connection (the service is down), answer as
 * an AWS service that throttles (HTTP 400 with the AWS JSON error), or as one with an internal fault.
 */
export type FaultMode = 'pass' | 'down' | 'throttle' | 'fail';

export interface FaultProxy {
  url: string;
  setMode(mode: FaultMode): void;
  /** Requests seen in each mode since start. */
  counts: Record<FaultMode, number>;
  stop(): Promise<void>;
}

function throttled(response: ServerResponse): void {
  response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
  response.end(
    JSON.stringify({
      __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException',
      message: 'Rate of requests exceeds the allowed throughput.',
    }),
  );
}

function failed(response: ServerResponse): void {
  response.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
  response.end(
    JSON.stringify({ __type: 'com.amazon.coral.service#InternalFailure', message: 'Internal failure' }),
  );
}

function forward(target: URL, incoming: IncomingMessage, response: ServerResponse): void {
  const outgoing = request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  outgoing.on('error', () => response.destroy());
  incoming.pipe(outgoing);
}

/**
 * A small HTTP fault proxy on loopback for fault tests (issue 15, item 3): put it between the code and a
 * local twin (DynamoDB Local, the S3 twin, the outbox) and switch what the service seems to do.
 */
export async function startFaultProxy(targetUrl: string, port = 0): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  let mode: FaultMode = 'pass';
  const counts: Record<FaultMode, number> = { pass: 0, down: 0, throttle: 0, fail: 0 };
  const server: Server = createServer((incoming, response) => {
    counts[mode] += 1;
    if (mode === 'down') {
      incoming.socket.destroy();
      return;
    }
    if (mode === 'throttle') return throttled(response);
    if (mode === 'fail') return failed(response);
    forward(target, incoming, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    setMode: (next) => {
      mode = next;
    },
    counts,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
