import { beforeAll, describe, expect, it } from 'vitest';

import { invoicesExport, shiftsExport } from '@careshift/contract/operations/invoices';
import type { DbService, Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { nicosiaToday } from '@careshift/domain';

import { systemClock } from '../clock';
import type { HttpHandler } from '../http/types';
import type { Viewer } from '../http/viewer';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { exportStore } from './export-store';
import type { StoredExport } from './export-store';
import { exportShifts } from './exports';

const BOM = '\ufeff';
const ADMIN_VIEWER: Viewer = {
  userId: IDS.admin,
  role: 'SYSTEM_USER',
  clientId: undefined,
  email: undefined,
  phoneNumber: undefined,
  issuedAt: undefined,
};
const NOW = '2026-06-01T08:00:00.000Z';
const GREEK_PARTNERS = ['Μαρία Ιωάννου', 'Γιώργος Χριστοδούλου', 'Ελένη Παπαδοπούλου'];

/** Downloads a presigned link as the browser would: the bytes, the text and the headers. */
async function download(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { bytes, text, lines: text.split('\r\n').filter(Boolean), headers: response.headers };
}

describe('exports area Lambda: CSV of the invoice and shift lists', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let service: DbService;
  const call = caller(() => handler);
  const admin = claims.admin;

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    service = db.service;
    repos = await seedShiftFixtures(db.service);
    for (const [i, name] of GREEK_PARTNERS.entries()) {
      const partnerId = `greek-${i}`;
      for (let n = 0; n < 4; n += 1) {
        const { created } = await repos.shifts.createShifts(
          [
            newShift({
              shiftId: `worked-${i}-${n}`,
              clientId: n % 2 ? IDS.clientB : IDS.clientA,
              clientName: n % 2 ? 'Κλινική Αγία Σκέπη' : 'Apollo Clinic',
              startDate: `2026-05-${String(1 + i * 4 + n).padStart(2, '0')}T05:00:00.000Z`,
              status: 'FINISHED',
              claimedBy: partnerId,
              partnerName: name,
            }),
          ],
          contextAt(NOW),
        );
        const invoice = await repos.invoices.createInvoice({
          invoice: {
            invoiceId: `invoice-${i}-${n}`,
            invoiceRef: 100 + i * 4 + n,
            partnerId,
            partnerName: name,
            lines: [],
            total: 1250 + n,
            dueDate: '2026-06-15',
            createdBy: IDS.admin,
            createdAt: `2026-06-0${1 + n}T08:00:00.000Z`,
          },
          shifts: created,
          context: contextAt(NOW),
        });
        if (n === 3)
          await repos.invoices.payInvoice({
            invoice,
            shifts: created,
            payment: { paymentMethod: 'BANK_TRANSFER', transactionId: 'TR-1' },
            context: contextAt('2026-06-10T09:30:00.000Z'),
          });
      }
    }
    ({ handler } = await import('./handler'));
  });

  it('should export every invoice with a header, Greek names, a BOM and an attachment name', async () => {
    const reply = await call(invoicesExport, { claims: admin });
    expect(reply.status).toBe(200);
    const today = nicosiaToday(new Date());
    expect(reply.body).toMatchObject({ fileName: `invoices-${today}.csv`, rows: 12 });
    expect(reply.body.url).toContain(`/exports/${today}/`);
    expect(reply.body.url).toContain('response-content-disposition=');
    const file = await download(reply.body.url);
    expect(Array.from(file.bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.startsWith(BOM)).toBe(true);
    expect(file.headers.get('content-disposition')).toContain(`filename="invoices-${today}.csv"`);
    expect(file.lines).toHaveLength(13);
    expect(file.lines[0]).toBe(
      `${BOM}Invoice ref,Partner,Partner ID,Status,Total (EUR),Created (Nicosia),Due date,Overdue,Paid at (Nicosia),Payment method,Payment provider,Transaction ID,Shift refs,Invoice ID`,
    );
    const paid = file.lines.find((line) => line.startsWith('103,'));
    expect(paid).toMatch(
      /^103,Μαρία Ιωάννου,greek-0,PAID,12\.53,2026-06-04 11:00,2026-06-15,no,2026-06-10 12:30,BANK_TRANSFER,,TR-1,\d+,invoice-0-3$/,
    );
  });

  it('should keep to the list filters: statuses and one partner', async () => {
    const pending = await call(invoicesExport, { claims: admin, query: { statuses: 'PENDING' } });
    expect(pending.body.rows).toBe(9);
    const pendingFile = await download(pending.body.url);
    expect(pendingFile.lines.slice(1).every((line) => line.split(',')[3] === 'PENDING')).toBe(true);
    const one = await call(invoicesExport, {
      claims: admin,
      query: { partnerId: 'greek-1', statuses: 'PENDING,PAID', direction: 'asc' },
    });
    expect(one.body.rows).toBe(4);
    const refs = (await download(one.body.url)).lines.slice(1).map((line) => line.split(',')[0]);
    expect(refs).toEqual(['104', '105', '106', '107']);
  });

  it('should export the shift list with its filters, times in Nicosia and euros with two decimals', async () => {
    const reply = await call(shiftsExport, {
      claims: admin,
      query: { clientIds: IDS.clientB, statuses: 'COMPLETED,FINISHED', sort: 'startDate', direction: 'asc' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.fileName).toMatch(/^shifts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(reply.body.rows).toBe(6);
    const file = await download(reply.body.url);
    expect(file.lines[0]?.startsWith(`${BOM}Shift ref,Client,Position,Status,Partner,Start (Nicosia)`)).toBe(
      true,
    );
    const first = file.lines[1]?.split(',');
    expect(first?.slice(1, 10)).toEqual([
      'Κλινική Αγία Σκέπη',
      'Nurse',
      'FINISHED',
      'Μαρία Ιωάννου',
      '2026-05-02 08:00',
      '2026-05-02 16:00',
      '120.00',
      '96.00',
      '24.00',
    ]);
  });

  it('should refuse a forged cursor with 400 before writing anything', async () => {
    for (const operation of [invoicesExport, shiftsExport]) {
      const reply = await call(operation, { claims: admin, query: { cursor: 'AAAAAAAAAAAAAAAAAAAA' } });
      expect(reply.status).toBe(400);
    }
  });

  it('should refuse anyone but an administrator', async () => {
    expect((await call(invoicesExport, { claims: claims.clientA })).status).toBe(403);
    expect((await call(shiftsExport, { claims: claims.partner(IDS.partners[0]) })).status).toBe(403);
  });

  it('should stream a large export to storage in parts (multipart upload), every row in it', async () => {
    const count = 3000;
    const clientName = `Γηροκομείο και Κέντρο Αποκατάστασης «Άγιος Νικόλαος» Λεμεσού, ${'πτέρυγα Α '.repeat(90)}`;
    const shifts = Array.from({ length: count }, (_, i) =>
      newShift({
        shiftId: `bulk-${String(i).padStart(5, '0')}`,
        clientId: 'client-bulk',
        clientName,
        positionName: 'Νοσηλευτής/Νοσηλεύτρια Εντατικής Μονάδας Θεραπείας',
        startDate: new Date(Date.parse('2026-01-01T06:00:00.000Z') + i * 3_600_000).toISOString(),
        status: 'FINISHED',
        claimedBy: 'greek-2',
        partnerName: 'Αικατερίνη-Μαρία Παπαχριστοδούλου',
      }),
    ).map((shift) => ({ ...shift, updatedAt: NOW, version: 1 }));
    await service.entities.shift.put(shifts).go({ concurrency: 4 });
    const stored: StoredExport[] = [];
    const result = await exportShifts(
      { ...repos, store: exportStore(), clock: systemClock, onStored: (s) => stored.push(s) },
      ADMIN_VIEWER,
      { statuses: [], clientIds: ['client-bulk'], positionIds: [] },
    );
    expect(result.rows).toBe(count);
    expect(stored[0]?.multipart).toBe(true);
    expect(stored[0]?.parts).toBeGreaterThan(1);
    const file = await download(result.url);
    expect(file.bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(file.lines).toHaveLength(count + 1);
    expect(new Set(file.lines.slice(1).map((line) => line.split(',').at(-3))).size).toBe(count);
  }, 120_000);
});
