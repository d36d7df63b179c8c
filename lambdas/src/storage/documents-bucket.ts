import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { ENV, readEnv } from '@careshift/contract';

import { s3Client } from '../aws/s3-client';

/** The documents bucket and the S3 client that reaches it (S3 in AWS, the S3 twin locally). */
export interface DocumentsBucketAccess {
  client: S3Client;
  bucket: string;
}

let access: DocumentsBucketAccess | undefined;

/** Created once per container from the environment; the partner documents and the CSV exports share it. */
export function documentsBucket(): DocumentsBucketAccess {
  access ??= { client: s3Client(), bucket: readEnv(ENV.documentsBucket) };
  return access;
}

/** A store over the documents bucket (documents, exports), made by `make` once per container. */
export function bucketStore<T>(make: (client: S3Client, bucket: string) => T): () => T {
  let store: T | undefined;
  return () => {
    if (!store) {
      const { client, bucket } = documentsBucket();
      store = make(client, bucket);
    }
    return store;
  };
}

/** RFC 5987 ext-value characters: encodeURIComponent leaves ' ( ) * ! unescaped, which attr-char does not allow (but for "!"). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback ("_" for anything
 * else) and the real name in any script, percent-encoded as RFC 5987 asks, so the header itself is
 * plain ASCII, as S3 sends back the response-content-disposition it was signed with.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** A presigned GET that downloads `key` as an attachment named `fileName` (and, if given, of that type). */
export function presignAttachment(
  { client, bucket }: DocumentsBucketAccess,
  input: { key: string; fileName: string; expiresInSeconds: number; contentType?: string },
): Promise<string> {
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: bucket,
      Key: input.key,
      ResponseContentDisposition: attachmentDisposition(input.fileName),
      ...(input.contentType ? { ResponseContentType: input.contentType } : {}),
    }),
    { expiresIn: input.expiresInSeconds },
  );
}
