import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';

import type { Area } from '@careshift/contract';
import type { OffsetClock } from '@careshift/lambdas/clock';

import { BodyTooLargeError, listenOnLoopback, readBody } from '../server/http-server';
import type { RunningServer } from '../server/http-server';

import { buildEvent } from './event';
import type { GatewayRequest } from './event';
import { isJobsPath, serveJobs } from './jobs-route';
import type { JobRunner } from './jobs-route';
import { createJwtAuthorizer } from './jwt-authorizer';
import type { JwtAuthorizer, JwtAuthorizerConfig } from './jwt-authorizer';
import { jsonReply, replyFromLambdaResult, writeReply } from './lambda-result';
import type { HttpReply } from './lambda-result';
import { createRouteTable } from './routes';
import type { GatewayOperation, RouteMatch } from './routes';
import { serveTestClock, TEST_CLOCK_PATH } from './test-clock-route';

/** API Gateway's payload limit. */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** API Gateway HTTP API's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

export type AreaHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<unknown>;

export interface GatewayOptions {
  port: number;
  operations: readonly GatewayOperation[];
  /** Loads an area's Lambda handler once, like a warm container (lambdas' `loadAreaHandler`). */
  loadHandler: (area: Area) => Promise<AreaHandler>;
  /** The user pool the JWT authorizer trusts, or a ready-made authorizer. */
  authorizer: JwtAuthorizerConfig | JwtAuthorizer;
  /** One line per request; `false` for silence. Default: the terminal. */
  log?: ((line: string) => void) | false;
  timeoutMs?: number;
  /**
   * The handlers' clock, to serve `GET`/`POST /__local/clock` (local stack with `testClock: true`).
   * Without it that path is unknown, as in AWS.
   */
  testClock?: OffsetClock;
  /**
   * The stack's scheduled jobs, to serve `GET /__local/jobs` and `POST /__local/jobs/{name}/run` (local
   * stack with `testClock: true`). Without it those paths are unknown, as in AWS.
   */
  jobs?: JobRunner;
}

export type LocalGateway = RunningServer;

const unauthorizedHeaders = { 'content-type': 'application/json', 'www-authenticate': 'Bearer' };

function lambdaContext(area: Area, timeoutMs: number): Context {
  const functionName = `careshift-${area}`;
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('Callback-style Lambda context methods are not supported');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** The caller's address as API Gateway reports it (IPv4 without the IPv6 prefix). */
function sourceIp(req: IncomingMessage): string {
  return req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
}

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>(
    (resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The local API gateway (DESIGN.md "Local stack"): serves every operation of the contract on
 * loopback, checks tokens like the HTTP API's JWT authorizer, and invokes the same area handlers
 * that run in AWS with payload format 2.0 events.
 */
export async function startGateway(options: GatewayOptions): Promise<LocalGateway> {
  const table = createRouteTable(options.operations);
  const authorize =
    typeof options.authorizer === 'function' ? options.authorizer : createJwtAuthorizer(options.authorizer);
  const log = options.log === false ? undefined : (options.log ?? ((line: string) => console.log(line)));
  const timeoutMs = options.timeoutMs ?? INTEGRATION_TIMEOUT_MS;
  const handlers = new Map<Area, Promise<AreaHandler>>();
  let port = options.port;

  const handlerFor = (area: Area) => {
    let handler = handlers.get(area);
    if (!handler) {
      handler = options.loadHandler(area);
      handlers.set(area, handler);
      handler.catch(() => handlers.delete(area));
    }
    return handler;
  };

  /** The local stack's own routes (`/__local/clock`, `/__local/jobs`); undefined for any other path. */
  async function serveLocalRoute(req: IncomingMessage, method: string, pathname: string) {
    if (options.testClock && pathname === TEST_CLOCK_PATH)
      return serveTestClock(options.testClock, method, await readBody(req, BODY_LIMIT_BYTES), log);
    if (options.jobs && isJobsPath(pathname)) {
      await readBody(req, BODY_LIMIT_BYTES);
      return serveJobs(options.jobs, method, pathname, log);
    }
    return undefined;
  }

  /** Runs the route's Lambda on the event; a Lambda that fails or runs out of time is a 500 or 503. */
  async function invoke(
    route: RouteMatch,
    event: APIGatewayProxyEventV2WithJWTAuthorizer,
  ): Promise<HttpReply> {
    const area = route.operation.area;
    try {
      const handler = await handlerFor(area);
      const result = await withTimeout(handler(event, lambdaContext(area, timeoutMs)), timeoutMs);
      if (result === TIMED_OUT) {
        console.error(`[api] ${route.routeKey}: the ${area} Lambda did not answer within ${timeoutMs} ms`);
        return jsonReply(503, { message: 'Service Unavailable' });
      }
      return replyFromLambdaResult(result);
    } catch (error) {
      console.error(`[api] ${route.routeKey}: the ${area} Lambda failed`, error);
      return jsonReply(500, { message: 'Internal Server Error' });
    }
  }

  async function serve(req: IncomingMessage, requestId: string): Promise<HttpReply> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const local = await serveLocalRoute(req, method, url.pathname);
    if (local) return local;
    const route = table.match(method, url.pathname);
    if (!route) return jsonReply(404, { message: 'Not Found' });
    const body = await readBody(req, BODY_LIMIT_BYTES);
    let tokenClaims;
    if (route.operation.access !== 'public') {
      tokenClaims = await authorize(req.headers.authorization);
      if (!tokenClaims)
        return { ...jsonReply(401, { message: 'Unauthorized' }), headers: unauthorizedHeaders };
    }
    const request: GatewayRequest = {
      method,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers: req.headers,
      body,
      sourceIp: sourceIp(req),
      requestId,
      receivedAt: new Date(),
      port,
    };
    return invoke(route, buildEvent(request, route, tokenClaims));
  }

  const server = await listenOnLoopback((req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const requestId = randomUUID();
    serve(req, requestId)
      .catch((error: unknown) => {
        if (error instanceof BodyTooLargeError)
          return jsonReply(413, { message: 'Request Entity Too Large' });
        console.error('[api] request failed', error);
        return jsonReply(500, { message: 'Internal Server Error' });
      })
      .then((reply) => {
        writeReply(res, reply, requestId);
        const ms = Math.round(performance.now() - started);
        log?.(`[api] ${req.method} ${req.url} ${reply.statusCode} ${ms} ms`);
      });
  }, options.port);
  port = server.port;
  return server;
}
