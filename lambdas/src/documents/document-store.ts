import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

import { attachmentDisposition, bucketStore, presignAttachment } from '../storage/documents-bucket';

/** A presigned POST: the URL and the form fields to send before the file. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
}

/** The documents bucket as the documents area uses it (S3 in AWS, the S3 twin locally). */
export interface DocumentStore {
  /** A presigned POST for exactly `key` and `contentType`, of 1 byte to `maxBytes`, valid `expiresInSeconds`. */
  presignUpload(input: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresInSeconds: number;
  }): Promise<UploadTicket>;
  /** Size and Content-Type of an object; undefined when there is none. */
  head(key: string): Promise<{ size: number; contentType: string | undefined } | undefined>;
  /** The first `bytes` bytes of an object. */
  readHead(key: string, bytes: number): Promise<Uint8Array>;
  copy(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** A presigned GET that downloads the object as an attachment named `fileName`. */
  presignDownload(input: { key: string; fileName: string; expiresInSeconds: number }): Promise<string>;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

export { attachmentDisposition };

export function createS3DocumentStore(client: S3Client, bucket: string): DocumentStore {
  return {
    async presignUpload({ key, contentType, maxBytes, expiresInSeconds }) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Fields: { 'Content-Type': contentType },
        Conditions: [['content-length-range', 1, maxBytes]],
        Expires: expiresInSeconds,
      });
      return { url, fields };
    },
    async head(key) {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: object.ContentLength ?? 0, contentType: object.ContentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async readHead(key, bytes) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const body = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      // A server that ignores Range sends the whole object: keep only the head.
      return body.subarray(0, bytes);
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    presignDownload({ key, fileName, expiresInSeconds }) {
      return presignAttachment({ client, bucket }, { key, fileName, expiresInSeconds });
    },
  };
}

/** The documents bucket from the environment, created once per container. */
export const documentStore = bucketStore(createS3DocumentStore);
