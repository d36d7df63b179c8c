import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';

import type { Operation, OperationOutput, OperationParsedInput } from '@careshift/contract';
import { routeKey } from '@careshift/contract';

import { bodySizeLimit } from './body-limit';
import { errorResponse } from './error-response';
import { notAllowed, notSignedIn, routeNotFound, signInNoLongerValid } from './http-errors';
import {
  beginInvocation,
  endInvocation,
  identifyCaller,
  recordFailure,
  recordSuccess,
} from './observability';
import { parseInput } from './parse-input';
import { signInRevoked } from './revocation';
import type { HttpEvent, HttpHandler, HttpResult } from './types';
import { canCall, viewerFromClaims } from './viewer';
import type { Viewer } from './viewer';

/** The caller as an operation sees it: always signed in, unless the operation is public. */
export type ViewerFor<Op extends Operation> = Op['access'] extends 'public' ? Viewer | undefined : Viewer;

export interface RequestContext<V extends Viewer | undefined = Viewer | undefined> {
  viewer: V;
  requestId: string;
}

/** What a route returns: the operation's output, or a file (payment note, invoice PDF). */
export interface FileResult {
  file: { body: Uint8Array; contentType: string; fileName: string };
}

export interface OperationRoute<Op extends Operation = Operation> {
  operation: Op;
  run: (
    input: OperationParsedInput<Op>,
    context: RequestContext<ViewerFor<Op>>,
  ) => Promise<OperationOutput<Op> | FileResult>;
}

/**
 * Pairs an operation of the contract with its use case; the types come from the contract. This is
 * the one adapter that erases an operation's own types for the area's route table: the pipeline
 * has parsed the input with that operation's schemas and checked the sign-in before `run` is called.
 */
export function route<Op extends Operation>(operation: Op, run: OperationRoute<Op>['run']): OperationRoute {
  return { operation, run } as unknown as OperationRoute;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function isFile(value: unknown): value is FileResult {
  return typeof value === 'object' && value !== null && 'file' in value;
}

function toResult(operation: Operation, value: unknown): HttpResult {
  if (isFile(value)) {
    const { body, contentType, fileName } = value.file;
    return {
      statusCode: 200,
      isBase64Encoded: true,
      headers: {
        'content-type': contentType,
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
      body: Buffer.from(body).toString('base64'),
    };
  }
  // The output schema strips anything the contract does not promise (private fields never leak).
  const output = operation.output.parse(value === undefined ? null : value);
  return { statusCode: 200, headers: JSON_HEADERS, body: JSON.stringify(output) };
}

/**
 * The one HTTP pipeline (STYLE.md rule 2): headers normalised, JSON body parsed, the caller's
 * role checked against the contract, input parsed with the contract's zod schemas, the use case
 * run, the output shaped by the contract, and every error mapped in one place.
 */
function operationHandler(entry: OperationRoute): HttpHandler {
  const { operation, run } = entry;
  const core = async (event: HttpEvent): Promise<HttpResult> => {
    const viewer = viewerFromClaims(event.requestContext.authorizer?.jwt?.claims);
    identifyCaller(viewer?.role);
    if (operation.access !== 'public' && !viewer) throw notSignedIn();
    if (viewer && (await signInRevoked(viewer))) throw signInNoLongerValid();
    if (!canCall(operation.access, viewer)) throw notAllowed();
    const input = parseInput(operation, event);
    const value = await run(input as never, {
      viewer: viewer as never,
      requestId: event.requestContext.requestId,
    });
    const result = toResult(operation, value);
    recordSuccess(operation.id, value, viewer?.role);
    return result;
  };
  const handler = middy<HttpEvent, HttpResult>(core).use(httpHeaderNormalizer()).use(bodySizeLimit());
  if (operation.input.body) handler.use(httpJsonBodyParser({ disableContentTypeError: false }));
  handler.onError(async (request) => {
    request.response = errorResponse(request.error, operation.id);
    recordFailure(request.response);
  });
  return (event, context) => handler(event, context);
}

/** An area Lambda, with the route keys it serves (checked against the contract by a test). */
export type AreaHandler = HttpHandler & { readonly routeKeys: readonly string[] };

/** One Lambda per area: routes each API Gateway route key to its operation's pipeline. */
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
      if (!target) return errorResponse(routeNotFound(), event.routeKey);
      return await target.run(event, context);
    } finally {
      endInvocation();
    }
  };
  return Object.assign(handle, { routeKeys: [...byRouteKey.keys()] });
}

export function routeKeysOf(routes: readonly OperationRoute[]): string[] {
  return routes.map((entry) => routeKey(entry.operation));
}
