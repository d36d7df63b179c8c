import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import { checkPostUpload, errorXml } from './post-policy';
import type { PostRefusal, PostUpload } from './post-policy';

/** A POST upload bigger than this is not read at all (S3's own POST limit is 5 GB; ours 5 MB). */
const MAX_FORM_BYTES = 64 * 1024 * 1024;

export interface PostPolicyGateOptions {
  port: number;
  /** Where s3rver listens (loopback). */
  target: { host: string; port: number };
  secretOf: (accessKeyId: string) => string | undefined;
  /** Origins whose browsers may read the gate's refusals (the bucket's CORS rule); '*' any. */
  corsOrigins: string[];
}

/** `POST /{bucket}` with a multipart form: a browser upload (everything else passes through). */
function uploadBucket(req: IncomingMessage): string | undefined {
  if (req.method !== 'POST') return undefined;
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) return undefined;
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  const match = /^\/([^/]+)\/?$/.exec(path);
  return match?.[1];
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += piece.length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

/** The multipart form's text fields and its file, parsed by the platform's own form parser. */
async function parseForm(bucket: string, contentType: string, body: Buffer): Promise<PostUpload> {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  let file: PostUpload['file'];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name.toLowerCase() === 'file') file = { name: value.name, size: value.size };
  }
  return { bucket, fields, file };
}

function allowOrigin(req: IncomingMessage, corsOrigins: string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  if (corsOrigins.includes('*')) return { 'Access-Control-Allow-Origin': '*' };
  return corsOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: PostRefusal, origins: string[]): void {
  res.writeHead(refusal.status, { 'Content-Type': 'application/xml', ...allowOrigin(req, origins) });
  res.end(errorXml(refusal, randomUUID()));
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: PostPolicyGateOptions['target'],
  body?: Buffer,
): void {
  const upstream = httpRequest(
    {
      host: target.host,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: body ? { ...req.headers, 'content-length': String(body.length) } : req.headers,
    },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

async function handle(req: IncomingMessage, res: ServerResponse, options: PostPolicyGateOptions) {
  const bucket = uploadBucket(req);
  if (!bucket) return forward(req, res, options.target);
  const body = await readBody(req);
  if (!body) {
    return refuse(
      req,
      res,
      { status: 400, code: 'MaxMessageLengthExceeded', message: 'Your request was too big.' },
      options.corsOrigins,
    );
  }
  let upload: PostUpload;
  try {
    upload = await parseForm(bucket, req.headers['content-type'] ?? '', body);
  } catch {
    return refuse(
      req,
      res,
      {
        status: 400,
        code: 'MalformedPOSTRequest',
        message: 'The body of your POST request is not well-formed multipart/form-data.',
      },
      options.corsOrigins,
    );
  }
  const refusal = checkPostUpload(upload, { secretOf: options.secretOf, now: new Date() });
  if (refusal) return refuse(req, res, refusal, options.corsOrigins);
  return forward(req, res, options.target, body);
}

/**
 * The S3 twin's front door: checks browser POST uploads exactly as S3 checks a presigned POST's
 * policy (post-policy.ts) and passes everything else, and accepted uploads, to s3rver unchanged.
 */
export async function startPostPolicyGate(options: PostPolicyGateOptions): Promise<Server> {
  const server = createServer((req, res) => {
    handle(req, res, options).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return server;
}
