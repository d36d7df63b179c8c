import { beforeEach, describe, expect, it } from 'vitest';

import { ConflictError } from '@careshift/domain';

import { ADMIN, contextAt, newShift } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createRepositories } from '../create-repositories';
import type { ShiftRecord } from '../shifts/shift-records';

import type { NewInvoice } from './invoice-changes';

const NOW = '2026-07-01T08:00:00.000Z';

function invoiceOf(
  invoiceId: string,
  partnerId: string,
  createdAt: string,
  dueDate = '2026-07-15',
): NewInvoice {
  return {
    invoiceId,
    invoiceRef: Number(invoiceId.replace(/\D/g, '')) || 1,
    partnerId,
    partnerName: partnerId,
    lines: [],
    total: 4800,
    dueDate,
    createdBy: ADMIN.id,
    createdAt,
  };
}

describe('invoices', () => {
  let repos: ReturnType<typeof createRepositories>;
  // A table per test (a few milliseconds): the month and partner counters add up every shift in it.
  beforeEach(async () => {
    repos = createRepositories((await createTestDb()).service);
  });
  const worked = (partnerId: string, n: number, day: number) =>
    Array.from({ length: n }, (_, i) =>
      newShift({
        shiftId: `${partnerId}-${day}-${i}`,
        startDate: `2026-06-${String(day + i).padStart(2, '0')}T07:00:00.000Z`,
        status: 'FINISHED',
        claimedBy: partnerId,
        partnerName: partnerId,
      }),
    );
  const monthly = async () =>
    Object.fromEntries(
      (await repos.aggregates.readMonthlyShiftStats({ fromMonth: '2026-06', toMonth: '2026-06' })).map(
        (s) => [s.status, s.shiftCount],
      ),
    );

  it('should create, pay, mark pending, cancel and mark pending again with the shifts following', async () => {
    const { created } = await repos.shifts.createShifts(worked('pa', 2, 1), contextAt(NOW));
    const penaltyShift = (
      await repos.shifts.createShifts(
        [
          newShift({
            shiftId: 'pa-ns',
            startDate: '2026-06-05T07:00:00.000Z',
            status: 'CLAIMED',
            claimedBy: 'pa',
            partnerName: 'pa',
          }),
        ],
        contextAt(NOW),
      )
    ).created[0] as ShiftRecord;
    await repos.shifts.markShiftNoShow({
      shift: penaltyShift,
      reason: 'absent',
      penalty: { kind: 'NO_SHOW', amount: 2400 },
      context: contextAt(NOW),
    });
    const penalties = await repos.invoices.listPartnerPenalties({ partnerId: 'pa', uninvoicedOnly: true });
    const invoice = await repos.invoices.createInvoice({
      invoice: invoiceOf('inv-1', 'pa', NOW),
      shifts: created,
      penalties,
      context: contextAt(NOW),
    });
    expect(invoice).toMatchObject({ status: 'PENDING', version: 1, penaltyIds: [penalties[0]?.penaltyId] });
    expect(await repos.invoices.listPartnerPenalties({ partnerId: 'pa', uninvoicedOnly: true })).toEqual([]);

    const paid = await repos.invoices.payInvoice({
      invoice,
      shifts: await repos.shifts.listInvoiceShifts('inv-1'),
      payment: { paymentMethod: 'BANK_TRANSFER', transactionId: 'TX-1' },
      context: contextAt(NOW),
    });
    expect(paid).toMatchObject({
      status: 'PAID',
      paymentMethod: 'BANK_TRANSFER',
      transactionId: 'TX-1',
      paidAt: NOW,
    });
    expect((await repos.shifts.listInvoiceShifts('inv-1')).map((s) => s.status)).toEqual([
      'COMPLETED',
      'COMPLETED',
    ]);
    expect(await monthly()).toMatchObject({ COMPLETED: 2, NO_SHOW: 1 });
    expect((await repos.aggregates.readPartnerYearStats('2026'))[0]).toMatchObject({
      finishedCount: 2,
      noShowCount: 1,
    });

    const pendingAgain = await repos.invoices.markInvoicePending({
      invoice: paid,
      shifts: await repos.shifts.listInvoiceShifts('inv-1'),
      context: contextAt(NOW),
    });
    expect(pendingAgain.paymentMethod).toBeUndefined();
    expect((await repos.shifts.listInvoiceShifts('inv-1')).map((s) => s.status)).toEqual([
      'FINISHED',
      'FINISHED',
    ]);

    const canceled = await repos.invoices.cancelInvoice({
      invoice: pendingAgain,
      shifts: await repos.shifts.listInvoiceShifts('inv-1'),
      context: contextAt(NOW),
    });
    expect(canceled.status).toBe('CANCELED');
    expect(await repos.shifts.listInvoiceShifts('inv-1')).toEqual([]);
    expect(await repos.invoices.listPartnerPenalties({ partnerId: 'pa', uninvoicedOnly: true })).toHaveLength(
      1,
    );

    const relinked = await repos.invoices.markInvoicePending({
      invoice: canceled,
      shifts: await repos.shifts.getShifts(created.map((s) => s.shiftId)),
      context: contextAt(NOW),
    });
    expect(relinked.status).toBe('PENDING');
    expect(await repos.shifts.listInvoiceShifts('inv-1')).toHaveLength(2);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'invoice', subjectId: 'inv-1' });
    expect(trail.items.map((e) => `${e.from ?? ''}>${e.to}`)).toEqual([
      '>PENDING',
      'PENDING>PAID',
      'PAID>PENDING',
      'PENDING>CANCELED',
      'CANCELED>PENDING',
    ]);
  });

  it('should refuse to link a cancelled invoice’s shift again once it went on another invoice', async () => {
    const { created } = await repos.shifts.createShifts(worked('pb', 1, 10), contextAt(NOW));
    const first = await repos.invoices.createInvoice({
      invoice: invoiceOf('inv-2', 'pb', NOW),
      shifts: created,
      context: contextAt(NOW),
    });
    const canceled = await repos.invoices.cancelInvoice({
      invoice: first,
      shifts: await repos.shifts.listInvoiceShifts('inv-2'),
      context: contextAt(NOW),
    });
    await repos.invoices.createInvoice({
      invoice: invoiceOf('inv-3', 'pb', NOW),
      shifts: await repos.shifts.getShifts([created[0]?.shiftId ?? '']),
      context: contextAt(NOW),
    });
    await expect(
      repos.invoices.markInvoicePending({
        invoice: canceled,
        shifts: await repos.shifts.getShifts([created[0]?.shiftId ?? '']),
        context: contextAt(NOW),
      }),
    ).rejects.toMatchObject({ code: 'ALREADY_INVOICED' });
    await expect(
      repos.invoices.payInvoice({
        invoice: first,
        shifts: [],
        payment: { paymentMethod: 'CASH' },
        context: contextAt(NOW),
      }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('should refuse shifts of another partner', async () => {
    const { created } = await repos.shifts.createShifts(worked('pc', 1, 20), contextAt(NOW));
    await expect(
      repos.invoices.createInvoice({
        invoice: invoiceOf('inv-4', 'someone-else', NOW),
        shifts: created,
        context: contextAt(NOW),
      }),
    ).rejects.toThrow('partner');
  });

  it('should list invoices by partner, by status, all, and past due, with pages and both orders', async () => {
    for (let i = 0; i < 12; i++) {
      const partnerId = i % 2 === 0 ? 'pd' : 'pe';
      const { created } = await repos.shifts.createShifts(worked(partnerId, 1, 1 + i), contextAt(NOW));
      const invoice = await repos.invoices.createInvoice({
        invoice: invoiceOf(
          `inv-${100 + i}`,
          partnerId,
          `2026-07-${String(1 + i).padStart(2, '0')}T08:00:00.000Z`,
          `2026-07-${String(10 + i).padStart(2, '0')}`,
        ),
        shifts: created,
        context: contextAt(NOW),
      });
      if (i % 3 === 0)
        await repos.invoices.payInvoice({
          invoice,
          shifts: created,
          payment: { paymentMethod: 'CASH' },
          context: contextAt(NOW),
        });
    }
    const partnerPage = await repos.invoices.listPartnerInvoices({ partnerId: 'pd', statuses: ['PENDING'] });
    expect(partnerPage.items.map((i) => i.invoiceId)).toEqual(['inv-110', 'inv-108', 'inv-104', 'inv-102']);
    const first = await repos.invoices.listInvoices({ statuses: ['PENDING', 'PAID'], direction: 'asc' });
    const second = await repos.invoices.listInvoices({
      statuses: ['PENDING', 'PAID'],
      direction: 'asc',
      cursor: first.cursor,
    });
    expect(first.items).toHaveLength(10);
    const ids = [...first.items, ...second.items]
      .map((i) => i.invoiceId)
      .filter((id) => /^inv-1\d\d$/.test(id));
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => `inv-${100 + i}`));
    const paidOnly = await repos.invoices.listInvoices({ statuses: ['PAID'] });
    expect(paidOnly.items.map((i) => i.invoiceId).filter((id) => /^inv-1\d\d$/.test(id))).toEqual([
      'inv-109',
      'inv-106',
      'inv-103',
      'inv-100',
    ]);
    // Due on the 10th + i: on 15 July (Nicosia) those due by the 14th are late, not those due that day.
    const pastDue = await repos.invoices.listInvoicesPastDue({ now: '2026-07-15T08:00:00.000Z' });
    expect(pastDue.items.map((i) => i.invoiceId)).toEqual(
      expect.arrayContaining(['inv-101', 'inv-102', 'inv-104']),
    );
    expect(pastDue.items.map((i) => i.invoiceId)).not.toContain('inv-105');
    expect(pastDue.items.every((i) => i.status === 'PENDING' && i.dueDate < '2026-07-15')).toBe(true);
    const late = await repos.invoices.listPartnerInvoicesPastDue({
      partnerId: 'pd',
      now: '2026-07-14T21:30:00.000Z',
    });
    expect(late.map((i) => i.invoiceId).sort()).toEqual(['inv-102', 'inv-104']);
  });
});
