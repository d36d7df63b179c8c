import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Area, Operation } from '@careshift/contract';
import { operationList, routeKey } from '@careshift/contract';

import { freePort } from '../twins/free-port';

import { startGateway } from './gateway';
import type { LocalGateway } from './gateway';
import type { GatewayOperation } from './routes';
import { startTestIssuer } from './test-issuer';
import type { TestIssuer } from './test-issuer';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;

const operation = (
  id: string,
  method: Operation['method'],
  path: Operation['path'],
  access: Operation['access'],
  area: Area,
): GatewayOperation => ({ id, method, path, access, area });

const operations: GatewayOperation[] = [
  operation('things-public', 'GET', '/api/public/things', 'public', 'positions'),
  operation('thing-get', 'GET', '/api/things/{thingId}', ['SYSTEM_USER'], 'positions'),
  operation('things-special', 'GET', '/api/things/special', ['SYSTEM_USER'], 'clients'),
  operation('thing-update', 'PUT', '/api/things/{thingId}', ['SYSTEM_USER'], 'positions'),
  operation('file-upload', 'POST', '/api/files', ['SYSTEM_USER'], 'partners'),
  operation('document-get', 'GET', '/api/documents/{key+}', ['SYSTEM_USER'], 'partners'),
  operation('broken', 'GET', '/api/broken', 'public', 'stats'),
  operation('slow', 'GET', '/api/slow', 'public', 'stats'),
];

describe('startGateway', () => {
  let issuer: TestIssuer;
  let gateway: LocalGateway;
  const events: Event[] = [];
  const logLines: string[] = [];
  let reply: unknown = {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: '{"ok":true}',
  };
  const loaded: Area[] = [];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    gateway = await startGateway({
      port: await freePort(),
      operations,
      authorizer: { issuer: issuer.issuer, audience: [issuer.clientId], jwksUri: issuer.jwksUri },
      log: (line) => logLines.push(line),
      timeoutMs: 300,
      loadHandler: async (area) => {
        loaded.push(area);
        return async (event) => {
          events.push(event);
          if (event.rawPath === '/api/broken') throw new Error('boom');
          if (event.rawPath === '/api/slow') await new Promise((resolve) => setTimeout(resolve, 1000));
          return reply;
        };
      },
    });
  });
  afterAll(async () => {
    await gateway.stop();
    await issuer.stop();
  });
  beforeEach(() => {
    events.length = 0;
    logLines.length = 0;
    reply = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
  });

  const call = (path: string, init: RequestInit = {}) => fetch(`${gateway.url}${path}`, init);
  const signedIn = async (claims = {}) => ({
    authorization: `Bearer ${await issuer.sign({ role: 'SYSTEM_USER', ...claims })}`,
  });

  it('should hand a public route a payload 2.0 event with the route, query and headers, and no authorizer', async () => {
    const response = await call('/api/public/things?status=OPEN&status=CLAIMED&q=caf%C3%A9', {
      headers: { 'X-Custom-Header': 'Value', Cookie: 'a=1; b=2' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('apigw-requestid')).toBe(events[0]?.requestContext.requestId);
    const event = events[0]!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/public/things',
      rawPath: '/api/public/things',
      rawQueryString: 'status=OPEN&status=CLAIMED&q=caf%C3%A9',
      queryStringParameters: { status: 'OPEN,CLAIMED', q: 'café' },
      cookies: ['a=1', 'b=2'],
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /api/public/things',
        stage: '$default',
        http: { method: 'GET', path: '/api/public/things', sourceIp: '127.0.0.1', protocol: 'HTTP/1.1' },
      },
    });
    expect(event.headers['x-custom-header']).toBe('Value');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.http.userAgent).toBe(event.headers['user-agent']);
    expect(event.requestContext.timeEpoch).toBeGreaterThan(Date.now() - 5000);
    expect(event.requestContext.time).toMatch(/^\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(event.requestContext.authorizer).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.body).toBeUndefined();
  });

  it('should match {param} routes, decode path parameters and prefer a literal segment', async () => {
    const headers = await signedIn();
    await call('/api/things/caf%C3%A9%201', { headers });
    await call('/api/things/special', { headers });
    await call('/api/documents/partners/p1/licence.pdf', { headers });
    expect(events.map((event) => [event.routeKey, event.pathParameters])).toEqual([
      ['GET /api/things/{thingId}', { thingId: 'café 1' }],
      ['GET /api/things/special', undefined],
      ['GET /api/documents/{key+}', { key: 'partners/p1/licence.pdf' }],
    ]);
    expect(loaded).toEqual(expect.arrayContaining(['positions', 'clients', 'partners']));
  });

  it('should answer 404 Not Found for unknown paths, wrong methods and empty parameters', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['DELETE', '/api/things/1'],
      ['GET', '/api/things/'],
      ['GET', '/api/things/1/extra'],
      ['GET', '/api/documents/'],
    ] as const) {
      const response = await call(path, { method, headers: await signedIn() });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
    expect(events).toEqual([]);
  });

  it('should pass verified claims as strings, as the JWT authorizer does', async () => {
    const response = await call('/api/things/7', {
      headers: await signedIn({
        companyId: 'client-1',
        'cognito:groups': ['admins', 'ops'],
        email_verified: true,
      }),
    });
    expect(response.status).toBe(200);
    const { claims, scopes } = events[0]!.requestContext.authorizer.jwt;
    expect(scopes).toBeNull();
    expect(claims).toMatchObject({
      sub: 'user-1',
      role: 'SYSTEM_USER',
      companyId: 'client-1',
      'cognito:groups': '[admins ops]',
      email_verified: 'true',
      aud: issuer.clientId,
      iss: issuer.issuer,
    });
    expect(claims.exp).toMatch(/^\d+$/);
  });

  it('should accept an access token whose client_id is the app client', async () => {
    const token = await issuer.sign({ token_use: 'access', aud: undefined, client_id: issuer.clientId });
    const response = await call('/api/things/7', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(events[0]?.requestContext.authorizer.jwt.claims.client_id).toBe(issuer.clientId);
  });

  it('should answer 401 Unauthorized without calling the Lambda for missing or bad tokens', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      garbage: 'Bearer not-a-jwt',
      expired: `Bearer ${await issuer.sign({}, { expiresIn: past })}`,
      'not yet valid': `Bearer ${await issuer.sign({ nbf: Math.floor(Date.now() / 1000) + 600 })}`,
      'other issuer': `Bearer ${await issuer.sign({ iss: 'http://127.0.0.1:1/eu-central-1_Other' })}`,
      'other audience': `Bearer ${await issuer.sign({ aud: 'another-client' })}`,
      'unknown key': `Bearer ${await issuer.sign({}, { kid: 'rotated-away' })}`,
      'forged signature': `Bearer ${await issuer.signWithForeignKey()}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const response = await call('/api/things/7', { headers: authorization ? { authorization } : {} });
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toEqual({ message: 'Unauthorized' });
    }
    expect(events).toEqual([]);
  });

  it('should send JSON bodies as text and binary bodies base64-encoded', async () => {
    const headers = await signedIn();
    await call('/api/things/7', {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"name":"Nurse"}',
    });
    const bytes = Uint8Array.from([0, 1, 2, 250, 255]);
    await call('/api/files', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/pdf' },
      body: bytes,
    });
    expect(events[0]).toMatchObject({ body: '{"name":"Nurse"}', isBase64Encoded: false });
    expect(events[1]).toMatchObject({ isBase64Encoded: true });
    expect(Buffer.from(events[1]!.body!, 'base64')).toEqual(Buffer.from(bytes));
  });

  it('should pass a signed JSON body byte for byte (whitespace, line ends, Greek), never re-serialised', async () => {
    const raw = '{\r\n  "id": "evt_1",\n  "name":   "Μαρία \\u00e9",\n  "n": 1.50\n}\n';
    await call('/api/files', {
      method: 'POST',
      headers: { ...(await signedIn()), 'content-type': 'application/json; charset=utf-8' },
      body: raw,
    });
    const event = events.at(-1);
    expect(event?.isBase64Encoded).toBe(false);
    expect(Buffer.from(event?.body ?? '', 'utf8')).toEqual(Buffer.from(raw, 'utf8'));
  });

  it('should write the Lambda result: status, headers, cookies and a base64 body decoded', async () => {
    reply = {
      statusCode: 201,
      headers: { 'Content-Type': 'application/pdf', 'X-Ref': 7 },
      cookies: ['a=1; Path=/', 'b=2; Path=/'],
      body: Buffer.from('%PDF-binary\u0000').toString('base64'),
      isBase64Encoded: true,
    };
    const response = await call('/api/public/things');
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-ref')).toBe('7');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-binary\u0000');
  });

  it('should send a result without statusCode as a 200 JSON body', async () => {
    reply = { items: [1, 2] };
    const response = await call('/api/public/things');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ items: [1, 2] });
  });

  it('should answer 500 when the Lambda throws and 503 when it outlives the integration timeout', async () => {
    const broken = await call('/api/broken');
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ message: 'Internal Server Error' });
    const slow = await call('/api/slow');
    expect(slow.status).toBe(503);
    expect(await slow.json()).toEqual({ message: 'Service Unavailable' });
  });

  it('should refuse bodies over 10 MB with 413 before calling the Lambda', async () => {
    const response = await call('/api/files', {
      method: 'POST',
      headers: { ...(await signedIn()), 'content-type': 'application/octet-stream' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(events).toEqual([]);
  });

  it('should log one line per request with method, path, status and duration', async () => {
    await call('/api/public/things?x=1');
    await call('/api/nothing');
    expect(logLines).toEqual([
      expect.stringMatching(/^\[api\] GET \/api\/public\/things\?x=1 200 \d+ ms$/),
      expect.stringMatching(/^\[api\] GET \/api\/nothing 404 \d+ ms$/),
    ]);
  });
});

describe('startGateway with the contract', () => {
  it('should serve every operation of the contract with its own route key', async () => {
    const issuer = await startTestIssuer();
    const seen: string[] = [];
    const gateway = await startGateway({
      port: 0,
      operations: operationList,
      authorizer: { issuer: issuer.issuer, audience: [issuer.clientId], jwksUri: issuer.jwksUri },
      log: false,
      loadHandler: async () => async (event) => {
        seen.push(event.routeKey);
        return { statusCode: 204 };
      },
    });
    try {
      const authorization = `Bearer ${await issuer.sign({ role: 'SYSTEM_USER' })}`;
      for (const op of operationList) {
        const path = op.path.replace(/\{(\w+)\+?\}/g, 'x1');
        const response = await fetch(`${gateway.url}${path}`, {
          method: op.method,
          headers: { authorization },
        });
        expect(response.status, routeKey(op)).toBe(204);
      }
      expect(seen).toEqual(operationList.map(routeKey));
    } finally {
      await gateway.stop();
      await issuer.stop();
    }
  });
});
