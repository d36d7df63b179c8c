import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { ENV, readEnv } from '@careshift/contract';

import { s3Client } from '../aws/s3-client';
import { clock } from '../clock';

import type { DocumentLinks } from './heed-transfer';

/** Document links live five minutes: long enough for the receiver to fetch, short enough to leak little. */
const DOCUMENT_LINK_SECONDS = 300;

let documentLinks: DocumentLinks | undefined;

/** Presigned GETs on the documents bucket (the S3 twin locally). */
export function s3DocumentLinks(): DocumentLinks {
  if (!documentLinks) {
    const s3 = s3Client();
    const bucket = readEnv(ENV.documentsBucket);
    documentLinks = {
      async linkFor(objectKey) {
        const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: objectKey }), {
          expiresIn: DOCUMENT_LINK_SECONDS,
        });
        return {
          url,
          expiresAt: new Date(clock.now().getTime() + DOCUMENT_LINK_SECONDS * 1000).toISOString(),
        };
      },
    };
  }
  return documentLinks;
}
