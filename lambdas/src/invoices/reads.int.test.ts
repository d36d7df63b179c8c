import { beforeAll, describe, expect, it } from 'vitest';

import { invoiceCreate, invoiceGet, invoicePay, invoicesList } from '@careshift/contract/operations/invoices';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { addWorkedShift, createBody } from './testing/invoice-fixtures';

const [P1, P2] = IDS.partners;

interface View {
  id: string;
  createdAt: string;
  partnerId?: string;
  partnerName?: string;
  total?: number;
  currency?: string;
  lines: { clientId: string; shiftRef?: number; price?: number }[];
}

describe('invoices-list and invoice-get per role and tenant', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  /** P1's eleven invoices (the last also covers a shift of client B), and P2's one over client B. */
  const p1: string[] = [];
  let mixed = '';
  let p2Invoice = '';

  async function readAll(who: Record<string, string>, query: Record<string, string> = {}) {
    const pages: View[][] = [];
    let cursor: string | undefined;
    do {
      const reply = await call(invoicesList, {
        claims: who,
        query: { ...query, ...(cursor ? { cursor } : {}) },
      });
      expect(reply.status).toBe(200);
      pages.push(reply.body.items);
      cursor = reply.body.cursor ?? undefined;
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
    for (let i = 0; i < 11; i += 1) {
      const shifts = [await addWorkedShift(repos, { partnerId: P1, companyCommission: 1000 + i })];
      if (i === 10) shifts.push(await addWorkedShift(repos, { partnerId: P1, clientId: IDS.clientB }));
      const reply = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, shifts) });
      p1.push(reply.body.id);
    }
    mixed = p1[10] as string;
    const b = await addWorkedShift(repos, { partnerId: P2, clientId: IDS.clientB });
    p2Invoice = (await call(invoiceCreate, { claims: claims.admin, body: createBody(P2, [b]) })).body.id;
    for (const invoiceId of p1.slice(0, 2))
      await call(invoicePay, { claims: claims.admin, path: { invoiceId }, body: { paymentMethod: 'CASH' } });
  }, 120_000);

  it('should page every invoice for an administrator, 10 at a time, newest first, with the partner', async () => {
    const pages = await readAll(claims.admin);
    expect(pages.map((page) => page.length)).toEqual([10, 2]);
    const all = pages.flat();
    expect(all.map((invoice) => invoice.id)).toEqual([p2Invoice, ...[...p1].reverse()]);
    expect(all[0]).toMatchObject({ partnerId: P2, partnerName: expect.stringContaining('Maria') });
    const oldestFirst = (await readAll(claims.admin, { direction: 'asc' })).flat();
    expect(oldestFirst.map((invoice) => invoice.id)).toEqual([...p1, p2Invoice]);
  });

  it('should filter an administrator’s list by any of several statuses and by partner', async () => {
    const paid = (await readAll(claims.admin, { statuses: 'PAID' })).flat();
    expect(paid.map((invoice) => invoice.id).sort()).toEqual(p1.slice(0, 2).sort());
    const either = (await readAll(claims.admin, { statuses: 'PAID,CANCELED' })).flat();
    expect(either).toHaveLength(2);
    const pending = (await readAll(claims.admin, { statuses: 'PENDING' })).flat();
    expect(pending).toHaveLength(10);
    const ofP2 = (await readAll(claims.admin, { partnerId: P2 })).flat();
    expect(ofP2.map((invoice) => invoice.id)).toEqual([p2Invoice]);
  });

  it('should show a partner only its own invoices, paged, whatever partnerId says', async () => {
    const pages = await readAll(claims.partner(P1), { partnerId: P2 });
    expect(pages.map((page) => page.length)).toEqual([10, 1]);
    expect(new Set(pages.flat().map((invoice) => invoice.id))).toEqual(new Set(p1));
    const pendingOnly = (await readAll(claims.partner(P1), { statuses: 'PENDING' })).flat();
    expect(pendingOnly).toHaveLength(9);
  });

  it('should show an organisation the invoices of its shifts: only its lines, no amount and no partner', async () => {
    const pages = await readAll(claims.clientA);
    expect(pages.map((page) => page.length)).toEqual([10, 1]);
    const all = pages.flat();
    expect(new Set(all.map((invoice) => invoice.id))).toEqual(new Set(p1));
    for (const invoice of all) {
      expect(invoice.partnerId).toBeUndefined();
      expect(invoice.partnerName).toBeUndefined();
      expect(invoice.lines.every((line) => line.clientId === IDS.clientA)).toBe(true);
      expect(invoice.lines.every((line) => line.shiftRef !== undefined && !('price' in line))).toBe(true);
      expect('total' in invoice || 'currency' in invoice).toBe(false);
    }
    const ofB = (await readAll(claims.clientB)).flat();
    expect(ofB.map((invoice) => invoice.id)).toEqual([p2Invoice, mixed]);
    const mixedForB = ofB.find((invoice) => invoice.id === mixed);
    expect(mixedForB?.lines).toEqual([expect.objectContaining({ clientId: IDS.clientB })]);
    expect(mixedForB?.lines[0]?.price).toBeUndefined();
    expect(mixedForB?.total).toBeUndefined();
    const forPartner = await call(invoiceGet, { claims: claims.partner(P1), path: { invoiceId: mixed } });
    expect((forPartner.body as View).total).toBeGreaterThan(0);
    expect((forPartner.body as View).lines.every((line) => typeof line.price === 'number')).toBe(true);
    const paidForA = (await readAll(claims.clientA, { statuses: 'PAID', direction: 'asc' })).flat();
    expect(paidForA.map((invoice) => invoice.id)).toEqual(p1.slice(0, 2));
  });

  it('should answer another tenant’s invoice exactly like a missing one (404)', async () => {
    const missing = await call(invoiceGet, { claims: claims.admin, path: { invoiceId: 'no-such-invoice' } });
    expect(missing.status).toBe(404);
    const cases: [Record<string, string>, string][] = [
      [claims.partner(P2), p1[0] as string],
      [claims.partner(P1), p2Invoice],
      [claims.clientB, p1[0] as string],
      [claims.clientA, p2Invoice],
    ];
    for (const [who, invoiceId] of cases) {
      const reply = await call(invoiceGet, { claims: who, path: { invoiceId } });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(missing.body);
    }
    const own = await call(invoiceGet, { claims: claims.partner(P1), path: { invoiceId: mixed } });
    expect(own.status).toBe(200);
    expect(own.body.lines).toHaveLength(2);
    expect(own.body.actions).toEqual(['payByCard', 'download', 'send']);
    const asClient = await call(invoiceGet, { claims: claims.clientB, path: { invoiceId: mixed } });
    expect(asClient.body.actions).toEqual([]);
  });
});
