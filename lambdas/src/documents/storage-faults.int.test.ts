import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  partnerDocumentConfirm,
  partnerDocumentRemove,
  partnerDocumentsList,
  partnerDocumentUpload,
} from '@careshift/contract';
import { createTestDb } from '@careshift/db/testing/test-db';
import { startFaultProxy } from '@careshift/local/twins/fault-proxy';
import type { FaultProxy } from '@careshift/local/twins/fault-proxy';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

const SELF: string = IDS.partners[0];
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const UNAVAILABLE = {
  message: 'The service is busy right now. Nothing was changed. Try again later.',
  code: 'SERVICE_UNAVAILABLE',
};

/**
 * What a partner gets when S3 cannot be reached (issue 15, item 3): a 503 "try again later", and the
 * documents listed stay exactly as they were. The Lambda talks to the S3 twin through a fault proxy.
 */
describe('documents when S3 is unreachable', () => {
  let proxy: FaultProxy;
  let handler: HttpHandler;
  /** The id the upload ticket gave the licence. */
  let documentId: string;
  const call = caller(() => handler);
  const self = claims.partner(SELF);
  const list = async () =>
    (await call(partnerDocumentsList, { claims: self, path: { partnerId: SELF } })).body;

  beforeAll(async () => {
    const db = await createTestDb();
    await seedShiftFixtures(db.service);
    proxy = await startFaultProxy(process.env.S3_ENDPOINT as string);
    vi.resetModules();
    process.env.TABLE_NAME = db.tableName;
    process.env.S3_ENDPOINT = proxy.url;
    ({ handler } = await import('./handler'));
    const ticket = await call(partnerDocumentUpload, {
      claims: self,
      path: { partnerId: SELF },
      body: { type: 'registration', fileName: 'licence.pdf', size: PDF.length },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([PDF], { type: ticket.body.contentType }), 'licence.pdf');
    expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBe(204);
    documentId = ticket.body.documentId as string;
  });

  afterAll(async () => {
    await proxy.stop();
  });

  it('should answer 503 to a confirm while S3 is down, and list nothing new', async () => {
    proxy.setMode('down');
    const confirmed = await call(partnerDocumentConfirm, {
      claims: self,
      path: { partnerId: SELF },
      body: { documentId, type: 'registration', fileName: 'licence.pdf' },
    });
    proxy.setMode('pass');
    expect(confirmed.status).toBe(503);
    expect(confirmed.body).toEqual(UNAVAILABLE);
    expect(await list()).toEqual([]);
  });

  it('should keep a document listed when its removal meets S3 down, and remove it once S3 is back', async () => {
    const confirmed = await call(partnerDocumentConfirm, {
      claims: self,
      path: { partnerId: SELF },
      body: { documentId, type: 'registration', fileName: 'licence.pdf' },
    });
    expect(confirmed.status).toBe(200);
    const remove = () => call(partnerDocumentRemove, { claims: self, path: { partnerId: SELF, documentId } });
    proxy.setMode('fail');
    const refused = await remove();
    proxy.setMode('pass');
    expect(refused.status).toBe(503);
    expect(await list()).toEqual([expect.objectContaining({ documentId })]);
    expect((await remove()).status).toBe(200);
    expect(await list()).toEqual([]);
  });
});
