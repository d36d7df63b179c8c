import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createS3DocumentStore } from '@careshift/lambdas/documents/document-store';
import type { UploadTicket } from '@careshift/lambdas/documents/document-store';

import { freePort } from './free-port';
import { LOCAL_ACCESS_KEY, startS3Twin } from './s3-twin';
import type { S3Twin } from './s3-twin';

const BUCKET = 'careshift-documents-policy';
const ORIGIN = 'http://127.0.0.1:5173';
const FIVE_MB = 5 * 1024 * 1024;

function s3Client(endpoint: string, options: { secret?: string; clockOffsetMs?: number } = {}) {
  return new S3Client({
    region: 'eu-central-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_ACCESS_KEY, secretAccessKey: options.secret ?? LOCAL_ACCESS_KEY },
    systemClockOffset: options.clockOffsetMs ?? 0,
  });
}

/** What a browser sends: the ticket's fields (changed by `fields`), then the file. */
async function post(
  ticket: UploadTicket,
  file: { bytes: number; type: string; name?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, ...fields })) form.append(name, value);
  form.append(
    'file',
    new Blob([new Uint8Array(file.bytes).fill(37)], { type: file.type }),
    file.name ?? 'x.pdf',
  );
  const response = await fetch(ticket.url, { method: 'POST', body: form, headers: { Origin: ORIGIN } });
  return {
    status: response.status,
    body: await response.text(),
    cors: response.headers.get('access-control-allow-origin'),
  };
}

describe('the S3 twin checks presigned POST policies as S3 does', () => {
  let twin: S3Twin;
  let s3: S3Client;
  let key = 0;
  const ticketFor = (client = s3) => {
    const objectKey = `employees/p1/doc-${(key += 1)}.pdf`;
    const store = createS3DocumentStore(client, BUCKET);
    return store
      .presignUpload({
        key: objectKey,
        contentType: 'application/pdf',
        maxBytes: FIVE_MB,
        expiresInSeconds: 300,
      })
      .then((ticket) => ({ ticket, objectKey }));
  };
  const exists = (objectKey: string) =>
    s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: objectKey })).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    twin = await startS3Twin({ port: await freePort(), buckets: [BUCKET], corsOrigins: [ORIGIN] });
    s3 = s3Client(twin.endpoint);
  });
  afterAll(async () => {
    s3.destroy();
    await twin.stop();
  });

  it('should accept an upload that meets the policy and store it', async () => {
    const { ticket, objectKey } = await ticketFor();
    const reply = await post(ticket, { bytes: 1000, type: 'application/pdf' });
    expect(reply.status).toBe(204);
    expect(reply.cors).toBe(ORIGIN);
    expect(await exists(objectKey)).toBe(true);
  });

  it('should refuse a 6 MB upload with EntityTooLarge (400) and store nothing', async () => {
    const { ticket, objectKey } = await ticketFor();
    const reply = await post(ticket, { bytes: 6 * 1024 * 1024, type: 'application/pdf' });
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('<Code>EntityTooLarge</Code>');
    expect(reply.body).toContain(`<MaxSizeAllowed>${FIVE_MB}</MaxSizeAllowed>`);
    expect(reply.cors).toBe(ORIGIN);
    expect(await exists(objectKey)).toBe(false);
  });

  it('should refuse an empty file with EntityTooSmall (400)', async () => {
    const { ticket } = await ticketFor();
    const reply = await post(ticket, { bytes: 0, type: 'application/pdf' });
    expect(reply.status).toBe(400);
    expect(reply.body).toContain('<Code>EntityTooSmall</Code>');
  });

  it('should refuse another Content-Type than the policy fixes with AccessDenied (403)', async () => {
    const { ticket, objectKey } = await ticketFor();
    const reply = await post(
      ticket,
      { bytes: 1000, type: 'application/x-msdownload' },
      {
        'Content-Type': 'application/x-msdownload',
      },
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('<Code>AccessDenied</Code>');
    expect(reply.body).toContain(
      'Invalid according to Policy: Policy Condition failed: ["eq","$Content-Type","application/pdf"]',
    );
    expect(await exists(objectKey)).toBe(false);
  });

  it('should refuse another key than the policy fixes with AccessDenied (403)', async () => {
    const { ticket } = await ticketFor();
    const reply = await post(
      ticket,
      { bytes: 1000, type: 'application/pdf' },
      { key: 'employees/p2/identity-front.pdf' },
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('Policy Condition failed: ["eq","$key"');
    expect(await exists('employees/p2/identity-front.pdf')).toBe(false);
  });

  it('should refuse a form field the policy does not name', async () => {
    const { ticket } = await ticketFor();
    const reply = await post(ticket, { bytes: 1000, type: 'application/pdf' }, { 'x-amz-meta-owner': 'me' });
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('Extra input fields: x-amz-meta-owner');
  });

  it('should refuse a policy signed with another secret, or changed after signing (SignatureDoesNotMatch)', async () => {
    const forged = s3Client(twin.endpoint, { secret: 'not-the-secret' });
    const { ticket } = await ticketFor(forged);
    forged.destroy();
    const reply = await post(ticket, { bytes: 1000, type: 'application/pdf' });
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('<Code>SignatureDoesNotMatch</Code>');

    const { ticket: good } = await ticketFor();
    const policy = JSON.parse(Buffer.from(good.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    policy.conditions = policy.conditions.map((condition) =>
      Array.isArray(condition) && condition[0] === 'content-length-range'
        ? ['content-length-range', 1, 10 * FIVE_MB]
        : condition,
    );
    const widened = await post(
      good,
      { bytes: 6 * 1024 * 1024, type: 'application/pdf' },
      {
        Policy: Buffer.from(JSON.stringify(policy)).toString('base64'),
      },
    );
    expect(widened.status).toBe(403);
    expect(widened.body).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('should refuse an expired policy with AccessDenied (403)', async () => {
    const late = s3Client(twin.endpoint, { clockOffsetMs: -10 * 60 * 1000 });
    const { ticket } = await ticketFor(late);
    late.destroy();
    const reply = await post(ticket, { bytes: 1000, type: 'application/pdf' });
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('Invalid according to Policy: Policy expired.');
  });

  it('should sign the exact key, the Content-Type and 1 byte to 5 MB into the product’s policy', async () => {
    const { ticket, objectKey } = await ticketFor();
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: objectKey },
        { 'Content-Type': 'application/pdf' },
        ['content-length-range', 1, FIVE_MB],
        { bucket: BUCKET },
      ]),
    );
  });

  it('should pass uploads without conditions and SDK calls through to the twin', async () => {
    const direct = await createPresignedPost(s3, { Bucket: BUCKET, Key: 'plain.txt', Expires: 60 });
    const form = new FormData();
    for (const [name, value] of Object.entries(direct.fields)) form.append(name, value);
    form.append('file', new Blob(['hello']), 'plain.txt');
    expect((await fetch(direct.url, { method: 'POST', body: form })).status).toBe(204);
    expect(await exists('plain.txt')).toBe(true);
  });
});
