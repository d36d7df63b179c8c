import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';

import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from './free-port';
import { LOCAL_ACCESS_KEY, startS3Twin } from './s3-twin';
import type { S3Twin } from './s3-twin';

const BUCKET = 'careshift-documents-test';
const ORIGIN = 'http://127.0.0.1:5173';

describe('startS3Twin', () => {
  let twin: S3Twin;
  let s3: S3Client;

  beforeAll(async () => {
    twin = await startS3Twin({ port: await freePort(), buckets: [BUCKET], corsOrigins: [ORIGIN] });
    s3 = new S3Client({
      region: 'eu-central-1',
      endpoint: twin.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: LOCAL_ACCESS_KEY, secretAccessKey: LOCAL_ACCESS_KEY },
    });
  });
  afterAll(async () => {
    s3.destroy();
    await twin.stop();
  });

  it('should store and return objects in the documents bucket through the SDK', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'partners/p1/licence.pdf',
        Body: 'pdf bytes',
        ContentType: 'application/pdf',
      }),
    );
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'partners/p1/licence.pdf' }));
    expect(object.ContentType).toBe('application/pdf');
    expect(await object.Body?.transformToString()).toBe('pdf bytes');
  });

  it('should accept a browser upload to a presigned URL from the web origin, with CORS', async () => {
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: BUCKET, Key: 'uploads/id-card.png' }), {
      expiresIn: 300,
    });
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const upload = await fetch(url, {
      method: 'PUT',
      headers: { Origin: ORIGIN, 'Content-Type': 'image/png' },
      body: 'png',
    });
    expect(upload.status).toBe(200);
    expect(upload.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(upload.headers.get('access-control-expose-headers')).toContain('ETag');
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'uploads/id-card.png' }));
    expect(await stored.Body?.transformToString()).toBe('png');
  });

  it('should assemble a multipart upload (the CSV exports) and serve it as a named attachment', async () => {
    const Key = 'exports/2026-11-24/run-1/invoices-2026-11-24.csv';
    const { UploadId } = await s3.send(
      new CreateMultipartUploadCommand({ Bucket: BUCKET, Key, ContentType: 'text/csv; charset=utf-8' }),
    );
    const parts = ['\ufeffInvoice ref,Partner\r\n', '1,Μαρία Ιωάννου\r\n'];
    const uploaded = [];
    for (const [index, body] of parts.entries()) {
      const { ETag } = await s3.send(
        new UploadPartCommand({ Bucket: BUCKET, Key, UploadId, PartNumber: index + 1, Body: body }),
      );
      uploaded.push({ ETag, PartNumber: index + 1 });
    }
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key,
        UploadId,
        MultipartUpload: { Parts: uploaded },
      }),
    );
    const url = await getSignedUrl(
      s3,
      new GetObjectCommand({
        Bucket: BUCKET,
        Key,
        ResponseContentDisposition: 'attachment; filename="invoices-2026-11-24.csv"',
      }),
      { expiresIn: 600 },
    );
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="invoices-2026-11-24.csv"',
    );
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await download.arrayBuffer())).toBe(
      parts.join(''),
    );
  });

  it('should refuse CORS requests from other origins', async () => {
    const preflight = await fetch(`${twin.endpoint}/${BUCKET}/x`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(403);
  });

  it('should keep objects in a temporary directory and remove it when stopped', async () => {
    const other = await startS3Twin({ port: await freePort(), buckets: [BUCKET] });
    expect(other.directory.startsWith(tmpdir())).toBe(true);
    expect(existsSync(other.directory)).toBe(true);
    await other.stop();
    await other.stop();
    expect(existsSync(other.directory)).toBe(false);
  });
});
