import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip } from 'node:zlib';

import { ORIGIN_HEADER } from '@careshift/contract/edge/origin';
import { securityHeaders } from '@careshift/contract/edge/security-headers';
import { spaRouting } from '@careshift/contract/edge/spa-routing';

import { listenOnLoopback } from '../server/http-server';
import type { RunningServer } from '../server/http-server';
import { pickEncoding, staticFiles } from '../server/static-files';
import { answerChallenge, createWafChallenge, WAF_CONTROL_PATH } from '../server/waf-challenge';

export interface WebProductionServerOptions {
  port: number;
  /** The built SPA (web/dist); without it the twin is the edge only (/api/*, as for Stripe's webhooks). */
  distDir?: string;
  /** Where /api/* goes (the local API gateway), as CloudFront sends it to the HTTP API. */
  apiUrl: string;
  /** The origin header's value CloudFront adds to every API request (the stack's ORIGIN_SECRET). */
  originSecret: string;
  /**
   * Serve `GET`/`POST /__local/waf` to make the twin's web ACL challenge chosen requests exactly as
   * WAF's Challenge answers them (journeys of what a visitor without a WAF token sees). Default false.
   */
  testControl?: boolean;
  /** Served as /config.json (in AWS the deploy writes that file beside index.html). */
  webConfig: object;
  /** The twins the browser calls: the auth twin (Cognito) and the S3 twin (documents). */
  userPoolUrl: string;
  documentsUrl: string;
  log?: ((line: string) => void) | false;
}

/** As SiteDeployment uploads them: hashed assets for a year, everything else revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The production build served the way CloudFront serves it (infra/lib/constructs/site-distribution.ts)
 * behind its web ACL's Challenge when a test asks for one (waf-challenge.ts):
 * the same SPA routing function (a path without a file extension is app.html; `/` the landing page
 * prerendered in the visitor's language, by ?lang=, the language cookie or Accept-Language), /config.json,
 * /api/* passed to the API with every header but Host and with the origin header CloudFront adds,
 * brotli or gzip for text, and on every reply the security headers of @careshift/contract/edge (CSP
 * with the twins' origins).
 */
export async function startWebProductionServer(options: WebProductionServerOptions): Promise<RunningServer> {
  const files = options.distDir ? staticFiles(options.distDir) : { get: async () => undefined };
  const waf = createWafChallenge();
  const route = spaRouting();
  const api = new URL(options.apiUrl);
  const config = JSON.stringify(options.webConfig);
  const headers = securityHeaders({
    userPool: options.userPoolUrl,
    documents: options.documentsUrl,
    https: false,
  });
  const log = options.log === false ? undefined : (options.log ?? console.log);

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        // As CloudFront: a viewer's own origin header is replaced by the configured one.
        headers: { ...req.headers, host: api.host, [ORIGIN_HEADER]: options.originSecret },
      },
      (reply) => {
        const encoding = reply.headers['content-encoding']
          ? 'identity'
          : pickEncoding(
              req.headers['accept-encoding'],
              /json|text/.test(reply.headers['content-type'] ?? ''),
            );
        const replyHeaders = { ...reply.headers, ...headers };
        if (encoding !== 'identity') {
          delete replyHeaders['content-length'];
          Object.assign(replyHeaders, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
        }
        res.writeHead(reply.statusCode ?? 502, replyHeaders);
        const piped =
          encoding === 'identity'
            ? pipeline(reply, res)
            : pipeline(reply, encoding === 'br' ? createBrotliCompress() : createGzip(), res);
        piped.catch(() => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ message: `The API did not answer: ${error.message}`, code: 'INTERNAL' }));
    });
    pipeline(req, upstream).catch(() => upstream.destroy());
  };

  const serveFile = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache', ...headers });
      res.end(req.method === 'HEAD' ? undefined : config);
      return;
    }
    const path = route(pathname, {
      query: new URL(req.url ?? '/', 'http://local').search.slice(1),
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    const file = await files.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end('Not found');
      return;
    }
    const common = {
      'content-type': file.contentType,
      'cache-control': path.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      etag: file.etag,
      vary: 'Accept-Encoding',
      ...headers,
    };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], file.compressible);
    const body = await file.body(encoding);
    res.writeHead(200, {
      ...common,
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return listenOnLoopback((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (options.testControl && pathname === WAF_CONTROL_PATH) {
      waf.serveControl(req, res).catch(() => res.destroy());
      return;
    }
    // The web ACL comes first: a challenged request reaches neither the files nor the API.
    if (waf.challenges(req.method ?? 'GET', pathname)) return answerChallenge(req, res, headers);
    if (pathname.startsWith('/api/')) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...headers });
      res.end();
      return;
    }
    serveFile(req, res, pathname).catch((error: unknown) => {
      log?.(`[web] ${pathname}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, headers);
      res.end();
    });
  }, options.port);
}
