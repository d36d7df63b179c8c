import { beforeAll, describe, expect, it } from 'vitest';

import { invoiceCreate, invoiceDownload, invoiceSend } from '@careshift/contract/operations/invoices';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { LOCAL_COMPANY_ENV } from '@careshift/local/stack/local-company';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { addWorkedShift, createBody } from './testing/invoice-fixtures';

const [P1, P2] = IDS.partners;

describe('invoice-send and invoice-download', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const outbox = () => createOutboxClient(process.env.SNS_ENDPOINT as string);
  let invoiceId = '';
  let invoiceRef = 0;
  let greekInvoice = '';

  beforeAll(async () => {
    Object.assign(process.env, LOCAL_COMPANY_ENV);
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
    const shift = await addWorkedShift(repos, { partnerId: P1 });
    const created = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) });
    invoiceId = created.body.id;
    invoiceRef = created.body.invoiceRef;
    const other = await addWorkedShift(repos, { partnerId: P2, clientId: IDS.clientB });
    greekInvoice = (await call(invoiceCreate, { claims: claims.admin, body: createBody(P2, [other]) })).body
      .id;
  });

  it('should e-mail the invoice with its PDF attached to the address an administrator gives', async () => {
    const since = new Date();
    const reply = await call(invoiceSend, {
      claims: claims.admin,
      path: { invoiceId },
      body: { email: 'accounts@example.com' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ sentTo: 'accounts@example.com' });
    const mail = await outbox().waitFor('accounts@example.com', { channel: 'email', since });
    expect(mail.subject).toBe(`Invoice #${invoiceRef}`);
    expect(mail.attachments).toEqual([
      { fileName: `INVOICE-${invoiceRef}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(mail.attachments?.[0]?.size).toBeGreaterThan(1000);
  });

  it('should require an address from an administrator (400)', async () => {
    const reply = await call(invoiceSend, { claims: claims.admin, path: { invoiceId }, body: {} });
    expect(reply.status).toBe(400);
  });

  it('should send a partner its invoice at its own address only, in its language', async () => {
    const since = new Date();
    const own = await call(invoiceSend, { claims: claims.partner(P1), path: { invoiceId }, body: {} });
    expect(own).toMatchObject({ status: 200, body: { sentTo: `${P1}@example.com` } });
    await outbox().waitFor(`${P1}@example.com`, { channel: 'email', since });
    const elsewhere = await call(invoiceSend, {
      claims: claims.partner(P1),
      path: { invoiceId },
      body: { email: 'someone-else@example.com' },
    });
    expect(elsewhere.status).toBe(403);
    expect(await outbox().list({ to: 'someone-else@example.com' })).toEqual([]);
    const greek = await call(invoiceSend, {
      claims: claims.partner(P2),
      path: { invoiceId: greekInvoice },
      body: {},
    });
    expect(greek.status).toBe(200);
    const mail = await outbox().waitFor(`${P2}@example.com`, { channel: 'email', since });
    expect(mail.subject).toMatch(/^Τιμολόγιο #\d+$/);
  });

  it('should answer another partner’s invoice like a missing one, and refuse organisations by role', async () => {
    const other = await call(invoiceSend, { claims: claims.partner(P2), path: { invoiceId }, body: {} });
    expect(other.status).toBe(404);
    const download = await call(invoiceDownload, { claims: claims.partner(P2), path: { invoiceId } });
    expect(download.status).toBe(404);
    const client = await call(invoiceDownload, { claims: claims.clientA, path: { invoiceId } });
    expect(client.status).toBe(403);
  });

  it('should download the PDF as INVOICE-{ref}.pdf for an administrator and the owning partner', async () => {
    for (const who of [claims.admin, claims.partner(P1)]) {
      const reply = await call(invoiceDownload, { claims: who, path: { invoiceId } });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-disposition']).toBe(`attachment; filename="INVOICE-${invoiceRef}.pdf"`);
      expect(Buffer.from(reply.raw, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
