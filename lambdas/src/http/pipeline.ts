import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';

import type { Operation, OperationOutput, OperationParsedInput } from '@careshift/contract';
import { routeKey } from '@careshift/contract';
import { secondFactorRequired } from '@careshift/domain';

import { bodySizeLimit } from './body-limit';
import { errorResponse } from './error-response';
import {
  mfaEnrolmentRequired,
  notAllowed,
  notSignedIn,
  originRefused,
  routeNotFound,
  signInNoLongerValid,
} from './http-errors';
import { logger } from './logger';
import { beginInvocation, endInvocation, identifyCaller, recordFailure } from './observability';
import { originGate } from './origin-gate';
import { parseInput } from './parse-input';
import type { FileResult } from './result';
import { toResult } from './result';
import { signInRevoked } from './revocation';
import { checkTokenUse } from './token-checks';
import type { HttpEvent, HttpHandler, HttpResult } from './types';
import { admittedViewer, callerFromClaims } from './viewer';
import type { Caller, Viewer } from './viewer';

/**
 * The caller as an operation's use case sees it: a signed-in viewer with an allowed role, unless the
 * operation is public (or its access is not known literally, the safe side).
 */
export type ViewerFor<Op extends Operation> = 'public' extends Op['access'] ? Caller | undefined : Viewer;

export interface RequestContext<V extends Caller | undefined> {
  viewer: V;
  /** API Gateway's request id. */
  requestId: string;
  /** The caller's address as API Gateway saw it (not a header the caller controls). */
  sourceIp: string;
  /** Only for a route made with `rawRoute`: the body's bytes as sent and the (lower-cased) headers. */
  raw?: RawRequest;
}

/** A request as received: what a signature over the body (a provider's webhook) is checked against. */
export interface RawRequest {
  /** The bytes the sender signed: the body decoded from base64 when API Gateway encoded it, never re-serialised. */
  body: Buffer;
  headers: Readonly<Record<string, string | undefined>>;
}

type Run<Op extends Operation> = (
  input: OperationParsedInput<Op>,
  context: RequestContext<ViewerFor<Op>>,
) => Promise<OperationOutput<Op> | FileResult>;

/** An entry of an area's route table: one operation of the contract and its use case. */
export interface OperationRoute {
  operation: Operation;
  run: (input: unknown, context: RequestContext<Caller | undefined>) => Promise<unknown>;
  /** The use case reads the raw body (`context.raw`); the pipeline parses none. */
  rawBody?: boolean;
}

/**
 * Pairs an operation of the contract with its use case, typed from the contract. The one adapter
 * that erases an operation's own types, so that one route table holds them all: the pipeline calls
 * `run` only with the input parsed by that operation's schemas and, for a non-public operation,
 * with a viewer whose role the operation allows (`admit` below), which is what `Run<Op>` promises.
 */
export function route<Op extends Operation>(operation: Op, run: Run<Op>): OperationRoute {
  return { operation, run: run as unknown as OperationRoute['run'] };
}

/**
 * A route whose use case needs the body exactly as sent (a signed webhook): the operation has no body
 * schema, so nothing parses or re-serialises it, and `context.raw` carries its bytes and the headers.
 */
export function rawRoute<Op extends Operation>(
  operation: Op,
  run: (
    input: OperationParsedInput<Op>,
    context: RequestContext<ViewerFor<Op>> & { raw: RawRequest },
  ) => Promise<OperationOutput<Op>>,
): OperationRoute {
  if (operation.input.body) throw new Error(`${operation.id} parses its body: it cannot be a raw route`);
  return { operation, run: run as unknown as OperationRoute['run'], rawBody: true };
}

function rawRequestOf(event: HttpEvent): RawRequest {
  const body = event.body ?? '';
  return {
    body: Buffer.from(body, event.isBase64Encoded ? 'base64' : 'utf8'),
    headers: event.headers,
  };
}

/** 401 without a valid sign-in, 403 without an allowed role; the viewer the operation may see. */
async function admit(operation: Operation, caller: Caller | undefined): Promise<Caller | undefined> {
  if (operation.access !== 'public' && !caller) throw notSignedIn();
  if (caller && (await signInRevoked(caller))) throw signInNoLongerValid();
  if (operation.access === 'public') return caller;
  const viewer = admittedViewer(operation.access, caller);
  if (!viewer) throw notAllowed();
  // Administrators act only once their authenticator app is on (issue 30); till then they may only enrol.
  if (secondFactorRequired(viewer.role) && !viewer.authenticatorApp) throw mfaEnrolmentRequired();
  return viewer;
}

/**
 * The one HTTP pipeline (STYLE.md rule 2): headers normalised, JSON body parsed, the caller's
 * role checked against the contract, input parsed with the contract's zod schemas, the use case
 * run, the output shaped by the contract, and every error mapped (and counted) in one place.
 */
function operationHandler({ operation, run, rawBody }: OperationRoute): HttpHandler {
  const core = async (event: HttpEvent): Promise<HttpResult> => {
    checkTokenUse(event);
    const caller = callerFromClaims(event.requestContext.authorizer?.jwt?.claims);
    identifyCaller(caller?.role);
    const viewer = await admit(operation, caller);
    const input = parseInput(operation, event);
    const context = {
      viewer,
      requestId: event.requestContext.requestId,
      sourceIp: event.requestContext.http.sourceIp,
      ...(rawBody ? { raw: rawRequestOf(event) } : {}),
    };
    return toResult(operation, await run(input, context));
  };
  const handler = middy<HttpEvent, HttpResult>(core).use(httpHeaderNormalizer()).use(bodySizeLimit());
  if (operation.input.body) handler.use(httpJsonBodyParser({ disableContentTypeError: false }));
  handler.onError(async (request) => {
    request.response = errorResponse(request.error, operation.id);
    recordFailure(request.response);
  });
  return (event, context) => handler(event, context);
}

/** The one answer to a caller that did not come through CloudFront, whatever was wrong with its header. */
function refuseOrigin(): HttpResult {
  logger.warn('Refused a request that did not come through CloudFront (origin header missing or unknown)');
  const response = errorResponse(originRefused(), 'origin');
  recordFailure(response);
  return response;
}

/** An area Lambda, with the route keys it serves (checked against the contract by a test). */
export type AreaHandler = HttpHandler & { readonly routeKeys: readonly string[] };

/**
 * One Lambda per area: refuses a request that did not come through CloudFront (origin-gate.ts), then
 * routes each API Gateway route key to its operation's pipeline. Each invocation's log lines carry
 * its context, and its metrics are published when it ends.
 */
export function areaHandler(routes: readonly OperationRoute[]): AreaHandler {
  const byRouteKey = new Map(
    routes.map((entry) => [
      routeKey(entry.operation),
      { id: entry.operation.id, run: operationHandler(entry) },
    ]),
  );
  const handle: HttpHandler = async (event, context) => {
    const target = byRouteKey.get(event.routeKey);
    beginInvocation(context, target?.id ?? event.routeKey, event.requestContext.requestId);
    try {
      // Only CloudFront may call the API: checked before the body, the caller or the route (issue 30).
      if (!(await originGate.admits(event.headers))) return refuseOrigin();
      if (!target) return errorResponse(routeNotFound(), event.routeKey);
      return await target.run(event, context);
    } finally {
      endInvocation();
    }
  };
  return Object.assign(handle, { routeKeys: [...byRouteKey.keys()] });
}
