// s3rver 3.7 ships no types; this is the part of its API the S3 twin uses.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverBucket {
    name: string;
    /** CORSConfiguration or WebsiteConfiguration XML documents. */
    configs?: (string | Buffer)[];
  }

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: S3rverBucket[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    reset(): void;
  }
}
