import type { ServerResponse } from 'node:http';

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface HttpReply {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function isStructured(value: unknown): value is APIGatewayProxyStructuredResultV2 {
  return typeof value === 'object' && value !== null && 'statusCode' in value;
}

/** A structured result's headers, names in lower case, with its cookies as `set-cookie`. */
function structuredHeaders(result: APIGatewayProxyStructuredResultV2): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  return headers;
}

/**
 * A Lambda's return value as API Gateway (payload format 2.0) turns it into an HTTP response:
 * a structured result keeps its status, headers, cookies and body (base64 decoded when flagged);
 * anything else is sent as a 200 JSON body.
 */
export function replyFromLambdaResult(result: unknown): HttpReply {
  if (!isStructured(result)) {
    const text = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(text) };
  }
  const body = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers: structuredHeaders(result),
    body: result.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8'),
  };
}

export function jsonReply(statusCode: number, body: unknown): HttpReply {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  };
}

export function writeReply(res: ServerResponse, reply: HttpReply, requestId: string): void {
  res.writeHead(reply.statusCode, {
    ...reply.headers,
    'content-length': String(reply.body.length),
    'apigw-requestid': requestId,
  });
  res.end(reply.body);
}
