import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

import { freePort } from './free-port';
import { startPostPolicyGate } from './post-policy-gate';

/** The access key the local stack's SDK clients sign with (s3rver only knows its own by default). */
export const LOCAL_ACCESS_KEY = 'local';

export interface S3TwinOptions {
  port: number;
  /** Buckets to create (idempotent). */
  buckets: string[];
  /** Origins allowed to call the buckets from a browser (presigned uploads). Default: any. */
  corsOrigins?: string[];
}

export interface S3Twin {
  endpoint: string;
  port: number;
  /** Where the objects are kept until stop. */
  directory: string;
  stop(): Promise<void>;
}

let accessKeyRegistered = false;

/** s3rver accepts SigV4 requests from any registered access key (it checks no signature). */
function registerLocalAccessKey(): void {
  if (accessKeyRegistered) return;
  const require = createRequire(import.meta.url);
  const account = require('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  account.DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY, LOCAL_ACCESS_KEY);
  accessKeyRegistered = true;
}

/** Browser uploads go straight to S3 with a presigned URL, so the bucket answers CORS. */
export function corsConfiguration(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const methods = ['GET', 'PUT', 'POST', 'HEAD', 'DELETE']
    .map((method) => `<AllowedMethod>${method}</AllowedMethod>`)
    .join('');
  return (
    `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader>` +
    '<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>'
  );
}

/** The secrets the twin knows: the local stack's key, and s3rver's own default. */
function secretOf(accessKeyId: string): string | undefined {
  if (accessKeyId === LOCAL_ACCESS_KEY) return LOCAL_ACCESS_KEY;
  return accessKeyId === 'S3RVER' ? 'S3RVER' : undefined;
}

/**
 * The S3 twin: s3rver on a private loopback port, storing objects in a temporary directory removed
 * on stop, behind a gate on `port` that checks browser POST uploads as S3 does (the presigned POST's
 * signature, expiry, key, Content-Type and content-length-range; s3rver checks none of them,
 * PLATFORM.md) and passes everything else through. Clients need `forcePathStyle: true` and
 * credentials whose access key is `local` (secret `local`) or S3RVER.
 */
export async function startS3Twin(options: S3TwinOptions): Promise<S3Twin> {
  registerLocalAccessKey();
  const directory = await mkdtemp(join(tmpdir(), 'careshift-s3-'));
  const cors = corsConfiguration(options.corsOrigins ?? ['*']);
  const innerPort = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port: innerPort,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  try {
    await server.run();
    const gate = await startPostPolicyGate({
      port: options.port,
      target: { host: '127.0.0.1', port: innerPort },
      secretOf,
      corsOrigins: options.corsOrigins ?? ['*'],
    }).catch(async (error: unknown) => {
      await server.close();
      throw error;
    });
    const address = gate.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    let stopped: Promise<void> | undefined;
    return {
      endpoint: `http://127.0.0.1:${port}`,
      port,
      directory,
      stop: () => {
        stopped ??= (async () => {
          const gateClosed = new Promise<void>((resolve) => gate.close(() => resolve()));
          gate.closeAllConnections();
          const closing = server.close();
          server.httpServer?.closeAllConnections();
          await Promise.all([closing, gateClosed]);
          await rm(directory, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
