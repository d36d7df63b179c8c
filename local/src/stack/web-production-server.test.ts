import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';
import { WAF_ACTION_HEADER } from '@careshift/contract/edge/waf';

import { listenOnLoopback } from '../server/http-server';
import type { RunningServer } from '../server/http-server';
import { pickEncoding } from '../server/static-files';
import { CHALLENGE_INTERSTITIAL, WAF_CONTROL_PATH } from '../server/waf-challenge';

import { startWebProductionServer } from './web-production-server';

const INDEX = `<!doctype html><html><body><div id="root"></div>${'<p>CareShift</p>'.repeat(50)}</body></html>`;
const INDEX_EL = '<!doctype html><html lang="el"><body><div id="root"><p>Βάρδιες</p></div></body></html>';
const APP = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(200))});`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'careshift-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.el.html'), INDEX_EL);
  writeFileSync(join(dist, 'app.html'), APP);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{}');
  return dist;
}

let api: RunningServer;
let web: RunningServer;
const seen: { url?: string; host?: string; auth?: string; origin?: string | string[] }[] = [];
const ORIGIN_SECRET = 'local-origin-secret-for-this-test';

beforeAll(async () => {
  api = await listenOnLoopback((req, res) => {
    seen.push({
      url: req.url,
      host: req.headers.host,
      auth: req.headers.authorization,
      origin: req.headers[ORIGIN_HEADER],
    });
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not found.', code: 'NOT_FOUND', padding: 'x'.repeat(2000) }));
  }, 0);
  web = await startWebProductionServer({
    port: 0,
    distDir: fakeBuild(),
    apiUrl: api.url,
    originSecret: ORIGIN_SECRET,
    testControl: true,
    webConfig: { region: 'eu-central-1' },
    userPoolUrl: 'http://127.0.0.1:4100',
    documentsUrl: 'http://127.0.0.1:4569',
    log: false,
  });
});

afterAll(async () => {
  await web?.stop();
  await api?.stop();
});

/** A GET whose body stays as sent (fetch would decompress it). */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${web.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${web.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('the local production server', () => {
  it('should answer / with the landing page, other client-side routes with app.html and files as they are, like CloudFront', async () => {
    expect(await (await get('/')).text()).toBe(INDEX);
    for (const path of ['/find-a-shift', '/clients/abc/users']) {
      expect(await (await get(path)).text(), path).toBe(APP);
    }
    const script = await get('/assets/index-abc.js');
    expect(await script.text()).toBe(SCRIPT);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/find-a-shift')).headers.get('cache-control')).toBe('no-cache');
  });

  it("should serve the landing page prerendered in the visitor's language: cookie, then Accept-Language", async () => {
    expect(await (await get('/', { 'accept-language': 'el-GR,el;q=0.9' })).text()).toBe(INDEX_EL);
    expect(await (await get('/', { cookie: 'careshift-language=el' })).text()).toBe(INDEX_EL);
    expect(await (await get('/?lang=el')).text()).toBe(INDEX_EL);
    const english = { cookie: 'careshift-language=en', 'accept-language': 'el-GR' };
    expect(await (await get('/', english)).text()).toBe(INDEX);
    expect(await (await get('/find-a-shift', { cookie: 'careshift-language=el' })).text()).toBe(APP);
  });

  it('should not serve source maps, missing files or paths outside the build', async () => {
    expect((await get('/assets/index-abc.js.map')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/assets/%2e%2e/%2e%2e/etc/passwd.txt')).status).toBe(404);
  });

  it('should serve /config.json from the stack and send /api/* to the API with the caller headers', async () => {
    expect(await (await get('/config.json')).json()).toEqual({ region: 'eu-central-1' });
    const reply = await get('/api/positions?x=1', { authorization: 'Bearer token' });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(seen.at(-1)).toEqual({
      url: '/api/positions?x=1',
      host: new URL(api.url).host,
      auth: 'Bearer token',
      origin: ORIGIN_SECRET,
    });
  });

  it("should send the origin header on every API request as CloudFront does, replacing a viewer's own", async () => {
    await get('/api/public/contact', { [ORIGIN_HEADER]: 'guessed-by-a-viewer' });
    expect(seen.at(-1)).toMatchObject({ url: '/api/public/contact', origin: ORIGIN_SECRET });
    await fetch(`${web.url}/api/public/contact`, { method: 'POST', body: '{}' });
    expect(seen.at(-1)).toMatchObject({ url: '/api/public/contact', origin: ORIGIN_SECRET });
    expect(seen.every((request) => request.origin === ORIGIN_SECRET)).toBe(true);
  });

  it('should compress text with brotli or gzip as the browser accepts, pages and API alike', async () => {
    const page = await rawGet('/', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    expect(page.body.length).toBeLessThan(INDEX.length / 4);
    const api = await rawGet('/api/x', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.body).toString())).toMatchObject({ code: 'NOT_FOUND' });
    expect(pickEncoding('gzip;q=0, br', true)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', true)).toBe('gzip');
    expect(pickEncoding('br', false)).toBe('identity');
  });

  it('should send the production security headers on pages, files, config, API replies and 404s', async () => {
    for (const path of ['/', '/assets/index-abc.js', '/config.json', '/api/x', '/assets/missing.js']) {
      const reply = await get(path);
      expect(reply.headers.get('content-security-policy'), path).toContain(
        "connect-src 'self' http://127.0.0.1:4100 http://127.0.0.1:4569",
      );
      expect(reply.headers.get('x-frame-options'), path).toBe('DENY');
      expect(reply.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('should answer an unchanged file with 304 to its ETag', async () => {
    const first = await get('/assets/index-abc.js');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/assets/index-abc.js', { 'if-none-match': etag })).status).toBe(304);
  });
});

describe("the local production server's WAF Challenge (test control)", () => {
  const challenge = (rules: unknown) =>
    fetch(`${web.url}${WAF_CONTROL_PATH}`, { method: 'POST', body: JSON.stringify({ challenge: rules }) });
  afterEach(async () => {
    await challenge([]);
  });

  it('should answer a challenged fetch as WAF does: 202, x-amzn-waf-action: challenge, HTML type, empty body, and never call the API', async () => {
    expect((await challenge([{ method: 'POST', path: '/api/public/contact' }])).status).toBe(200);
    const before = seen.length;
    const reply = await fetch(`${web.url}/api/public/contact`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Eleni' }),
    });
    expect(reply.status).toBe(202);
    expect(reply.headers.get(WAF_ACTION_HEADER)).toBe('challenge');
    expect(reply.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(reply.headers.get('cache-control')).toBe('no-store, max-age=0');
    expect(await reply.text()).toBe('');
    expect(seen.length).toBe(before);
  });

  it('should give the JavaScript interstitial to a request that accepts text/html, and challenge only what it was told', async () => {
    await challenge([{ path: '/login' }, { method: 'POST', path: '/api/public/*' }]);
    const page = await get('/login', { accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(202);
    expect(page.headers.get(WAF_ACTION_HEADER)).toBe('challenge');
    expect(await page.text()).toBe(CHALLENGE_INTERSTITIAL);
    expect((await fetch(`${web.url}/api/public/anything`, { method: 'POST', body: '{}' })).status).toBe(202);
    expect((await get('/api/public/positions')).status).toBe(404);
    expect((await get('/')).status).toBe(200);
  });

  it('should stop challenging when the rules are cleared, and refuse a malformed rule', async () => {
    await challenge([{ method: 'POST', path: '/api/public/contact' }]);
    expect(await (await fetch(`${web.url}${WAF_CONTROL_PATH}`)).json()).toEqual({
      challenge: [{ method: 'POST', path: '/api/public/contact' }],
    });
    await challenge([]);
    const reply = await fetch(`${web.url}/api/public/contact`, { method: 'POST', body: '{}' });
    expect(reply.status).toBe(404);
    expect(reply.headers.get(WAF_ACTION_HEADER)).toBeNull();
    expect((await challenge([{ path: 'no-slash' }])).status).toBe(400);
  });
});

describe('the local production server without a web build (the stack with web: false)', () => {
  it('should be the edge alone: /api/* with the origin header, no app files', async () => {
    const edge = await startWebProductionServer({
      port: 0,
      apiUrl: api.url,
      originSecret: ORIGIN_SECRET,
      webConfig: {},
      userPoolUrl: 'http://127.0.0.1:4100',
      documentsUrl: 'http://127.0.0.1:4569',
      log: false,
    });
    try {
      const webhook = await fetch(`${edge.url}/api/payments/stripe/webhook`, { method: 'POST', body: '{}' });
      expect(webhook.status).toBe(404);
      expect(seen.at(-1)).toMatchObject({ url: '/api/payments/stripe/webhook', origin: ORIGIN_SECRET });
      expect((await fetch(`${edge.url}/`)).status).toBe(404);
      expect((await fetch(`${edge.url}${WAF_CONTROL_PATH}`)).status).toBe(404);
    } finally {
      await edge.stop();
    }
  });
});
