import { randomUUID } from 'node:crypto';

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  partnerDocumentConfirm,
  partnerDocumentDownload,
  partnerDocumentRemove,
  partnerDocumentRename,
  partnerDocumentsList,
  partnerDocumentUpload,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { addPartner, claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { documentStore } from './document-store';

const OTHER: string = IDS.partners[1];
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
/** A Windows executable's first bytes ("MZ"), renamed to .pdf. */
const EXE = Uint8Array.from([
  0x4d,
  0x5a,
  0x90,
  0,
  3,
  0,
  0,
  0,
  4,
  0,
  0,
  0,
  0xff,
  0xff,
  ...new Array(200).fill(0),
]);

describe('documents area Lambda: partner documents in S3', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  /** This test's partner (its documents live under its own S3 prefix) and its claims. */
  let me: string;
  let self: Record<string, string>;

  /** Upload as the browser does: ask for a presigned POST, send the form to S3, confirm. */
  async function upload(
    type: string,
    fileName: string,
    bytes: Uint8Array = PDF,
    who: Record<string, string> = self,
    partnerId: string = me,
  ) {
    const ticket = await call(partnerDocumentUpload, {
      claims: who,
      path: { partnerId },
      body: { type, fileName, size: bytes.length },
    });
    if (ticket.status !== 200) return { ...ticket, key: '' };
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([bytes], { type: ticket.body.contentType }), fileName);
    const posted = await fetch(ticket.body.url, { method: 'POST', body: form });
    expect(posted.status).toBe(204);
    const { documentId, key } = ticket.body as { documentId: string; key: string };
    const reply = await call(partnerDocumentConfirm, {
      claims: who,
      path: { partnerId },
      body: { documentId, type, fileName },
    });
    return { ...reply, key };
  }
  const list = (who: Record<string, string>, partnerId = me) =>
    call(partnerDocumentsList, { claims: who, path: { partnerId } });
  const stored = (key: string) => documentStore().head(key);

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    // Organisation B has only an open shift.
    await repos.shifts.createShifts(
      [newShift({ shiftId: 'open', clientId: IDS.clientB, startDate: '2026-12-02T07:00:00.000Z' })],
      contextAt('2026-01-01T08:00:00.000Z'),
    );
    ({ handler } = await import('./handler'));
  });

  // Each test has a partner of its own (two writes), and organisation A a FINISHED shift of it. The
  // random part keeps its S3 prefix apart from other files' partners in the shared bucket.
  beforeEach(async () => {
    me = `docs-${randomUUID().slice(0, 8)}`;
    self = claims.partner(me);
    await addPartner(repos, me);
    await repos.shifts.createShifts(
      [
        newShift({
          shiftId: `worked-${me}`,
          clientId: IDS.clientA,
          startDate: '2026-02-02T07:00:00.000Z',
          status: 'FINISHED',
          claimedBy: me,
          partnerName: 'Maria Georgiou',
        }),
      ],
      contextAt('2026-01-01T08:00:00.000Z'),
    );
  });
  /** The partner's licence, which several tests read, change or delete. */
  const uploadLicence = async (): Promise<string> => {
    const reply = await upload('registration', 'My Licence.PDF');
    expect(reply.status).toBe(200);
    return reply.body.documentId as string;
  };

  it('should record a PDF the partner uploaded straight to S3, keyed by its type, under its own name', async () => {
    const reply = await upload('registration', 'My Licence.PDF');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'registration',
      fileName: 'My Licence.PDF',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(await stored(`employees/${me}/registration.pdf`)).toMatchObject({ size: PDF.length });
    expect((await list(self)).body).toEqual([expect.objectContaining({ documentId: reply.body.documentId })]);
  });

  it('should keep Greek names, make a second one unique and download it under its own name (issue 32)', async () => {
    const first = await upload('other', 'Πιστοποιητικό.pdf');
    const second = await upload('other', 'Πιστοποιητικό.pdf');
    expect(first).toMatchObject({ status: 200, body: { fileName: 'Πιστοποιητικό.pdf' } });
    expect(second).toMatchObject({ status: 200, body: { fileName: 'Πιστοποιητικό (2).pdf' } });
    expect(first.key).toBe(`employees/${me}/${first.body.documentId}-pistopoiitiko.pdf`);
    expect(second.body.documentId).not.toBe(first.body.documentId);
    const reply = await call(partnerDocumentDownload, {
      claims: self,
      path: { partnerId: me, documentId: second.body.documentId },
    });
    const file = await fetch(reply.body.url);
    expect(file.status).toBe(200);
    const disposition = file.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('Πιστοποιητικό (2).pdf');
    expect(disposition).toContain('attachment; filename="');
  });

  it('should keep a document’s id and name when its type changes (issue 32)', async () => {
    const cv = await upload('other', 'Βιογραφικό.pdf');
    const reply = await call(partnerDocumentRename, {
      claims: self,
      path: { partnerId: me, documentId: cv.body.documentId },
      body: { type: 'registration' },
    });
    expect(reply.body).toMatchObject({
      documentId: cv.body.documentId,
      type: 'registration',
      fileName: 'Βιογραφικό.pdf',
    });
    expect(await stored(`employees/${me}/registration.pdf`)).toBeDefined();
    expect(await stored(cv.key)).toBeUndefined();
    expect((await upload('registration', 'again.pdf')).body.message).toBe('Doc already exists');
  });

  it('should sign a policy for the exact key, the Content-Type and 1 byte to 5 MB, for 5 minutes', async () => {
    const reply = await call(partnerDocumentUpload, {
      claims: self,
      path: { partnerId: me },
      body: { type: 'other', fileName: 'Βεβαίωση σπουδών.docx', size: 1000 },
    });
    expect(reply.status).toBe(200);
    const policy = JSON.parse(Buffer.from(reply.body.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: `employees/${me}/${reply.body.documentId}-vevaiosi-spoudon.docx` },
        { 'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        ['content-length-range', 1, 5 * 1024 * 1024],
      ]),
    );
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  it('should refuse a primary type that exists with "Doc already exists"', async () => {
    await upload('identity-back', 'back.pdf');
    const again = await call(partnerDocumentUpload, {
      claims: self,
      path: { partnerId: me },
      body: { type: 'identity-back', fileName: 'back2.png', size: 100 },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Doc already exists' });
  });

  it('should refuse an extension outside the list and a file over 5 MB before signing anything', async () => {
    const exe = await call(partnerDocumentUpload, {
      claims: self,
      path: { partnerId: me },
      body: { type: 'other', fileName: 'setup.exe', size: 100 },
    });
    expect(exe.status).toBe(400);
    expect(JSON.stringify(exe.body)).toContain('exe is not supported');
    const big = await call(partnerDocumentUpload, {
      claims: self,
      path: { partnerId: me },
      body: { type: 'other', fileName: 'scan.pdf', size: 6 * 1024 * 1024 },
    });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('File too big!');
  });

  it('should refuse a fake PDF (an .exe renamed .pdf) at confirmation, delete it and not list it', async () => {
    const reply = await upload('other', 'invoice.pdf', EXE);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("The file's content is not a pdf file; it was removed.");
    expect(await stored(reply.key)).toBeUndefined();
    expect((await list(self)).body.map((d: { fileName: string }) => d.fileName)).not.toContain('invoice.pdf');
  });

  it('should not confirm a file that was never uploaded', async () => {
    const reply = await call(partnerDocumentConfirm, {
      claims: self,
      path: { partnerId: me },
      body: { documentId: randomUUID(), type: 'registry', fileName: 'registry.pdf' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('No file selected');
  });

  it('should rename a document when its type changes: copy, then delete the old file', async () => {
    await uploadLicence();
    const cv = await upload('other', 'cv.pdf');
    const reply = await call(partnerDocumentRename, {
      claims: self,
      path: { partnerId: me, documentId: cv.body.documentId },
      body: { type: 'registry' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      documentId: cv.body.documentId,
      type: 'registry',
      fileName: 'cv.pdf',
    });
    expect(await stored(`employees/${me}/registry.pdf`)).toBeDefined();
    expect(await stored(cv.key)).toBeUndefined();

    const taken = await call(partnerDocumentRename, {
      claims: self,
      path: { partnerId: me, documentId: cv.body.documentId },
      body: { type: 'registration' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('Doc already exists');
    expect(await stored(`employees/${me}/registry.pdf`)).toBeDefined();
  });

  it('should download through a short-lived presigned GET as an attachment under the file name', async () => {
    const licence = await uploadLicence();
    const reply = await call(partnerDocumentDownload, {
      claims: self,
      path: { partnerId: me, documentId: licence },
    });
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toContain(
      'attachment; filename="My Licence.PDF"',
    );
    const file = await fetch(url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('should let the partner, administrators and an organisation with a claimed or finished shift read; others get 404', async () => {
    const licence = await uploadLicence();
    const readers = { self, admin: claims.admin, clientA: claims.clientA };
    for (const who of Object.values(readers)) {
      expect((await list(who)).status).toBe(200);
      const download = await call(partnerDocumentDownload, {
        claims: who,
        path: { partnerId: me, documentId: licence },
      });
      expect(download.status).toBe(200);
    }
    for (const who of [claims.partner(OTHER), claims.clientB]) {
      const reply = await list(who);
      expect(reply).toMatchObject({ status: 404, body: { message: 'This partner does not exist.' } });
      const download = await call(partnerDocumentDownload, {
        claims: who,
        path: { partnerId: me, documentId: licence },
      });
      expect(download.status).toBe(404);
    }
    // Organisation A may read only the partner who worked for it.
    expect((await list(claims.clientA, OTHER)).status).toBe(404);
  });

  it('should let only the partner and administrators change documents', async () => {
    const licence = await uploadLicence();
    const body = { type: 'other', fileName: 'a.pdf', size: 10 };
    expect(
      (await call(partnerDocumentUpload, { claims: claims.clientA, path: { partnerId: me }, body })).status,
    ).toBe(403);
    expect(
      (await call(partnerDocumentUpload, { claims: claims.partner(OTHER), path: { partnerId: me }, body }))
        .status,
    ).toBe(404);
    const path = { partnerId: me, documentId: licence };
    expect((await call(partnerDocumentRemove, { claims: claims.clientA, path })).status).toBe(403);
    expect((await call(partnerDocumentRemove, { claims: claims.partner(OTHER), path })).status).toBe(404);
    expect(
      (await call(partnerDocumentRename, { claims: claims.partner(OTHER), path, body: { type: 'other' } }))
        .status,
    ).toBe(404);
    expect(await stored(`employees/${me}/registration.pdf`)).toBeDefined();

    const byAdmin = await upload('identity-front', 'front.png', pngBytes(), claims.admin);
    expect(byAdmin).toMatchObject({
      status: 200,
      body: { type: 'identity-front', fileName: 'front.png' },
    });
  });

  it('should delete a document: its file and its record', async () => {
    const licence = await uploadLicence();
    const reply = await call(partnerDocumentRemove, {
      claims: self,
      path: { partnerId: me, documentId: licence },
    });
    expect(reply.status).toBe(200);
    expect(await stored(`employees/${me}/registration.pdf`)).toBeUndefined();
    expect((await list(self)).body.map((d: { documentId: string }) => d.documentId)).not.toContain(licence);
    const again = await call(partnerDocumentRemove, {
      claims: self,
      path: { partnerId: me, documentId: licence },
    });
    expect(again.status).toBe(404);
  });

  it("should write an upload, a type change and a removal into the partner's activity trail, with the file name (issue 32 item 12)", async () => {
    const licence = await uploadLicence();
    const admin = claims.admin;
    const renamed = await call(partnerDocumentRename, {
      claims: self,
      path: { partnerId: me, documentId: licence },
      body: { type: 'other' },
    });
    expect(renamed.status).toBe(200);
    const removed = await call(partnerDocumentRemove, {
      claims: admin,
      path: { partnerId: me, documentId: licence },
    });
    expect(removed.status).toBe(200);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'partner', subjectId: me });
    const documents = trail.items.filter((entry) => entry.action.startsWith('partner-document-'));
    expect(documents.map((entry) => [entry.action, entry.actorId, entry.actorRole])).toEqual([
      ['partner-document-upload', me, 'EMPLOYEE'],
      ['partner-document-rename', me, 'EMPLOYEE'],
      ['partner-document-remove', admin.sub, 'SYSTEM_USER'],
    ]);
    expect(documents.map((entry) => entry.details)).toEqual([
      { changes: [{ field: 'fileName', from: null, to: 'My Licence.PDF' }], documentId: licence },
      {
        changes: [{ field: 'documentType', from: 'registration', to: 'other' }],
        documentId: licence,
        fileName: 'My Licence.PDF',
      },
      { changes: [{ field: 'fileName', from: 'My Licence.PDF', to: null }], documentId: licence },
    ]);
  });
});

function pngBytes(): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...new Array(64).fill(0),
  ]);
}
