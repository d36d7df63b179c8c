import type { Readable } from 'node:stream';

import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import { bucketStore, presignAttachment } from '../storage/documents-bucket';

/** How an export reached storage: in how many parts, and whether as a multipart upload. */
export interface StoredExport {
  parts: number;
  multipart: boolean;
}

/** Where CSV exports go: the documents bucket under exports/ (expired after a day by a lifecycle rule). */
export interface ExportStore {
  /** Streams `body` to `key`: one PutObject when small, a multipart upload of 5 MB parts otherwise. */
  write(input: { key: string; body: Readable; contentType: string }): Promise<StoredExport>;
  /** A presigned GET that downloads the object as an attachment named `fileName`. */
  presignDownload(input: { key: string; fileName: string; expiresInSeconds: number }): Promise<string>;
}

/** Parts uploaded at once: with 5 MB parts, memory stays near 10 MB whatever the export's size. */
const QUEUE_SIZE = 2;

export function createS3ExportStore(client: S3Client, bucket: string): ExportStore {
  return {
    async write({ key, body, contentType }) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      let parts = 0;
      upload.on('httpUploadProgress', (progress) => {
        parts = Math.max(parts, progress.part ?? 0);
      });
      await upload.done();
      return { parts, multipart: Boolean(upload.uploadId) };
    },
    presignDownload({ key, fileName, expiresInSeconds }) {
      return presignAttachment(
        { client, bucket },
        { key, fileName, expiresInSeconds, contentType: 'text/csv; charset=utf-8' },
      );
    },
  };
}

/** The documents bucket's exports/ prefix from the environment, created once per container. */
export const exportStore = bucketStore(createS3ExportStore);
