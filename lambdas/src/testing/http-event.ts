import { randomUUID } from 'node:crypto';

import type { Context } from 'aws-lambda';

import type { Operation } from '@careshift/contract';
import { routeKey } from '@careshift/contract';
import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';

import type { HttpEvent } from '../http/types';

/**
 * The origin header's value in tests that call a handler directly: events from httpEvent carry it,
 * and the integration tests' setup (test/setup/twins.global.ts) sets ORIGIN_SECRET to it.
 */
export const TEST_ORIGIN_SECRET = 'test-origin-secret-0123456789';

export interface EventOptions {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Verified JWT claims as API Gateway passes them (strings); omit for an anonymous call. */
  claims?: Record<string, string>;
  rawBody?: string;
}

/** An API Gateway HTTP API v2 event for an operation, as the JWT authorizer would pass it. */
export function httpEvent(operation: Operation, options: EventOptions = {}): HttpEvent {
  const rawPath = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => options.path?.[name] ?? `:${name}`,
  );
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return {
    version: '2.0',
    routeKey: routeKey(operation),
    rawPath,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers: {
      // As CloudFront sends it (the pipeline's origin gate); ORIGIN_SECRET is set by testOriginSecret.
      [ORIGIN_HEADER]: TEST_ORIGIN_SECRET,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      // The token the claims came from, as a client sends it (the pipeline refuses one without `Bearer `).
      ...(options.claims ? { authorization: 'Bearer test-token' } : {}),
    },
    queryStringParameters: options.query,
    pathParameters: options.path,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: operation.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      requestId: randomUUID(),
      routeKey: routeKey(operation),
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: options.claims ?? {}, scopes: [] },
      },
    },
  } as HttpEvent;
}

export const lambdaContext = { awsRequestId: 'test', functionName: 'test' } as Context;

/** An administrator's token: signed in with the authenticator app (`mfa: totp`, issue 30). */
export const administratorClaims = {
  sub: 'admin-1',
  role: 'SYSTEM_USER',
  email: 'admin@example.com',
  mfa: 'totp',
};
export const clientClaims = { sub: 'client-user-1', role: 'CLIENT', companyId: 'client-1' };
export const partnerClaims = { sub: 'partner-1', role: 'EMPLOYEE', phone_number: '+35799000001' };
