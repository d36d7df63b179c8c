import { S3Client } from '@aws-sdk/client-s3';

import { ENV } from '@careshift/contract';

import { clientOptions, once } from './clients';

/**
 * S3 (the S3 twin through S3_ENDPOINT, addressed by path). Apart from aws/clients.ts, which every
 * Lambda loads: the documents bucket's stores and links are imported on demand (bundling/on-demand.ts).
 */
export function s3Client(): S3Client {
  const options = clientOptions(ENV.s3Endpoint);
  const local = 'endpoint' in options ? { forcePathStyle: true } : {};
  return once('s3', options, () => new S3Client({ ...options, ...local }));
}
