import { beforeAll, describe, expect, it } from 'vitest';

import {
  invoiceCancel,
  invoiceCreate,
  invoicePay,
  invoicePending,
  invoicesList,
} from '@careshift/contract/operations/invoices';
import type { Repositories, ShiftRecord } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { addWorkedShift, createBody } from './testing/invoice-fixtures';

const [P1] = IDS.partners;

describe('invoice-pay, invoice-pending and invoice-cancel', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);
  const statusOf = async (shift: ShiftRecord) => (await repos.shifts.getShift(shift.shiftId))?.status;

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  async function newInvoice() {
    const shift = await addWorkedShift(repos, { partnerId: P1 });
    const reply = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) });
    expect(reply.status).toBe(200);
    return { shift, invoiceId: reply.body.id as string };
  }
  const clientStatuses = async (statuses: string) =>
    (await call(invoicesList, { claims: claims.clientA, query: { statuses } })).body.items.map(
      (invoice: { id: string }) => invoice.id,
    );

  it('should mark a PENDING invoice paid by bank transfer and complete its shifts', async () => {
    const { shift, invoiceId } = await newInvoice();
    const paid = await call(invoicePay, {
      claims: claims.admin,
      path: { invoiceId },
      body: { paymentMethod: 'BANK_TRANSFER', transactionId: 'BT-77' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'PAID',
      paymentMethod: 'BANK_TRANSFER',
      transactionId: 'BT-77',
      actions: ['markPending', 'download', 'send'],
    });
    expect(paid.body.paidAt).toBeDefined();
    expect(await statusOf(shift)).toBe('COMPLETED');
    expect(await clientStatuses('PAID')).toContain(invoiceId);
    expect(await clientStatuses('PENDING')).not.toContain(invoiceId);
  });

  it('should lift an overdue restriction at once when the payment settles the last overdue invoice', async () => {
    const partnerId = IDS.partners[1]!;
    const shift = await addWorkedShift(repos, { partnerId });
    const created = await call(invoiceCreate, { claims: claims.admin, body: createBody(partnerId, [shift]) });
    const before = await repos.partners.getPartner(partnerId);
    await repos.partners.updatePartner(
      before!,
      { status: 'RESTRICTED', restrictedReasonType: 'INVOICE_OVERDUE' },
      { actor: { id: 'test', role: 'SYSTEM_USER' }, at: new Date().toISOString() },
    );
    const paid = await call(invoicePay, {
      claims: claims.admin,
      path: { invoiceId: created.body.id as string },
      body: { paymentMethod: 'CASH' },
    });
    expect(paid.status).toBe(200);
    expect(await repos.partners.getPartner(partnerId)).toMatchObject({ status: 'VERIFIED' });
  });

  it('should offer a refund only of an invoice paid by card', async () => {
    const { invoiceId } = await newInvoice();
    const paid = await call(invoicePay, {
      claims: claims.admin,
      path: { invoiceId },
      body: { paymentMethod: 'CARD', paymentProvider: 'STRIPE', transactionId: 'pi_1' },
    });
    expect(paid.body.actions).toEqual(['markPending', 'refund', 'download', 'send']);
  });

  it('should refuse to pay or cancel an invoice that is not PENDING, naming its status (409)', async () => {
    const { invoiceId } = await newInvoice();
    const body = { paymentMethod: 'CASH' };
    expect((await call(invoicePay, { claims: claims.admin, path: { invoiceId }, body })).status).toBe(200);
    const again = await call(invoicePay, { claims: claims.admin, path: { invoiceId }, body });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/is paid: only a pending invoice can be marked paid/);
    const cancel = await call(invoiceCancel, { claims: claims.admin, path: { invoiceId } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('INVALID_INVOICE_TRANSITION');
  });

  it('should take a PAID invoice back to PENDING with its shifts FINISHED and the payment cleared', async () => {
    const { shift, invoiceId } = await newInvoice();
    await call(invoicePay, { claims: claims.admin, path: { invoiceId }, body: { paymentMethod: 'CASH' } });
    const pending = await call(invoicePending, { claims: claims.admin, path: { invoiceId } });
    expect(pending.status).toBe(200);
    expect(pending.body.status).toBe('PENDING');
    expect(pending.body.paymentMethod).toBeUndefined();
    expect(await statusOf(shift)).toBe('FINISHED');
    const twice = await call(invoicePending, { claims: claims.admin, path: { invoiceId } });
    expect(twice.status).toBe(409);
  });

  it('should cancel a PENDING invoice and free its shifts for another invoice; pending again re-links them', async () => {
    const { shift, invoiceId } = await newInvoice();
    const canceled = await call(invoiceCancel, { claims: claims.admin, path: { invoiceId } });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('CANCELED');
    expect((await repos.shifts.getShift(shift.shiftId))?.invoiceId).toBeUndefined();
    expect(await clientStatuses('CANCELED')).toContain(invoiceId);

    const back = await call(invoicePending, { claims: claims.admin, path: { invoiceId } });
    expect(back.status).toBe(200);
    expect((await repos.shifts.getShift(shift.shiftId))?.invoiceId).toBe(invoiceId);

    await call(invoiceCancel, { claims: claims.admin, path: { invoiceId } });
    const other = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) });
    expect(other.status).toBe(200);
    const relink = await call(invoicePending, { claims: claims.admin, path: { invoiceId } });
    expect(relink.status).toBe(409);
    expect(relink.body.code).toBe('ALREADY_INVOICED');
  });

  it('should answer 404 for an invoice that does not exist', async () => {
    const reply = await call(invoiceCancel, { claims: claims.admin, path: { invoiceId: 'missing' } });
    expect(reply.status).toBe(404);
  });
});
