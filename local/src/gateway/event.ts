import type { IncomingHttpHeaders } from 'node:http';

import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

import type { RouteMatch } from './routes';

export interface GatewayRequest {
  method: string;
  /** The path as received, without the query string. */
  rawPath: string;
  rawQueryString: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  requestId: string;
  receivedAt: Date;
  port: number;
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml)\b|application\/[\w.+-]+\+(json|xml)\b)/i;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12/Mar/2020:19:03:58 +0000`, the format of requestContext.time. */
export function requestTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** Header names lower-cased, repeated headers joined with a comma; cookies travel separately. */
function eventHeaders(request: GatewayRequest): { headers: Record<string, string>; cookies?: string[] } {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') {
      cookies = text
        .split(';')
        .map((cookie) => cookie.trim())
        .filter(Boolean);
    } else {
      headers[name.toLowerCase()] = text;
    }
  }
  headers['x-forwarded-for'] = request.sourceIp;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = String(request.port);
  return cookies ? { headers, cookies } : { headers };
}

/** Repeated keys are joined with a comma, as API Gateway does in payload format 2.0. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    result[key] = key in result ? `${result[key]},${value}` : value;
  }
  return result;
}

function eventBody(request: GatewayRequest): { body?: string; isBase64Encoded: boolean } {
  if (request.body.length === 0) return { isBase64Encoded: false };
  const contentType = request.headers['content-type'] ?? '';
  return TEXT_TYPES.test(contentType)
    ? { body: request.body.toString('utf8'), isBase64Encoded: false }
    : { body: request.body.toString('base64'), isBase64Encoded: true };
}

/**
 * An API Gateway HTTP API event, payload format 2.0, as the deployed API hands it to the area
 * Lambda. `tokenClaims` are set only on routes behind the JWT authorizer (non-public operations).
 */
export function buildEvent(
  request: GatewayRequest,
  route: RouteMatch,
  tokenClaims: Record<string, string> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { headers, cookies } = eventHeaders(request);
  const queryStringParameters = queryParameters(request.rawQueryString);
  const requestContext = {
    accountId: '000000000000',
    apiId: 'local',
    domainName: headers.host ?? `127.0.0.1:${request.port}`,
    domainPrefix: (headers.host ?? '127').split('.')[0]!,
    http: {
      method: request.method,
      path: request.rawPath,
      protocol: 'HTTP/1.1',
      sourceIp: request.sourceIp,
      userAgent: headers['user-agent'] ?? '',
    },
    requestId: request.requestId,
    routeKey: route.routeKey,
    stage: '$default',
    time: requestTime(request.receivedAt),
    timeEpoch: request.receivedAt.getTime(),
    ...(tokenClaims
      ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: tokenClaims, scopes: null } } }
      : {}),
  };
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: requestContext as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'],
    ...(route.pathParameters ? { pathParameters: route.pathParameters } : {}),
    ...eventBody(request),
  };
}
