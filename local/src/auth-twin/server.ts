import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import { ACTIONS } from './actions';
import type { Action } from './actions';
import type { TwinContext } from './context';
import { CognitoError } from './errors';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 1024 * 1024;

/** The SPA calls the twin from another origin (the Vite port): answer like a CORS-enabled API. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const requested = request.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers':
      requested ??
      'content-type, x-amz-target, x-amz-user-agent, x-amz-date, x-amz-security-token, x-amz-content-sha256, authorization, cache-control, amz-sdk-invocation-id, amz-sdk-request',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  headers = {},
) {
  response.writeHead(status, {
    ...corsHeaders(request),
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function sendError(request: IncomingMessage, response: ServerResponse, error: CognitoError) {
  send(
    request,
    response,
    error.statusCode,
    { __type: error.type, message: error.message },
    {
      'x-amzn-errortype': `${error.type}:`,
    },
  );
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new CognitoError('InvalidParameterException', 'Request too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const body: unknown = text === '' ? {} : JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new CognitoError('SerializationException', 'Start of structure or map found where not expected.');
}

/** The pool's public documents (its JWKS and OpenID configuration) by path, or undefined. */
function wellKnownDocument(ctx: TwinContext, path: string): unknown {
  const wellKnown = `/${ctx.config.userPoolId}/.well-known/`;
  if (path === `${wellKnown}jwks.json`) return ctx.tokens.jwks();
  if (path !== `${wellKnown}openid-configuration`) return undefined;
  const { issuer } = ctx.config;
  return {
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
  };
}

/** Runs one action on the request's JSON body; an error that is not Cognito's is logged and a 500. */
async function runAction(
  ctx: TwinContext,
  target: string,
  action: Action,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    send(request, response, 200, await action(ctx, await readJson(request)));
  } catch (error) {
    if (error instanceof CognitoError) return sendError(request, response, error);
    ctx.log(
      `[auth twin] ${target} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendError(request, response, new CognitoError('InternalErrorException', 'Internal server error.', 500));
  }
}

async function handle(ctx: TwinContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://twin').pathname;
  if (request.method === 'OPTIONS') return send(request, response, 204, undefined);
  const document = request.method === 'GET' ? wellKnownDocument(ctx, path) : undefined;
  if (document !== undefined) {
    return send(request, response, 200, document, { 'content-type': 'application/json' });
  }
  const target = String(request.headers['x-amz-target'] ?? '');
  if (request.method !== 'POST' || path !== '/' || !target.startsWith(TARGET_PREFIX)) {
    return send(request, response, 404, { __type: 'UnknownOperationException', message: 'Not found' });
  }
  const action = ACTIONS[target.slice(TARGET_PREFIX.length)];
  if (!action) {
    return sendError(
      request,
      response,
      new CognitoError('UnknownOperationException', `Unknown operation ${target}`),
    );
  }
  await runAction(ctx, target, action, request, response);
}

export function createTwinServer(ctx: TwinContext): Server {
  return createServer((request, response) => {
    void handle(ctx, request, response);
  });
}
