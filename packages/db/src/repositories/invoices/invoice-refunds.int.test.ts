import { describe, expect, it } from 'vitest';

import { ConflictError } from '@careshift/domain';

import { ADMIN, contextAt, newShift } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createRepositories } from '../create-repositories';

import { providerEventRecord } from './invoice-refunds';

const NOW = '2026-07-01T08:00:00.000Z';

describe('invoice refunds and provider events', async () => {
  const { service } = await createTestDb();
  const repos = createRepositories(service);

  async function cardPaid(invoiceId: string) {
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: `${invoiceId}-s`,
          startDate: '2026-06-02T07:00:00.000Z',
          status: 'FINISHED',
          claimedBy: 'p1',
        }),
      ],
      contextAt(NOW),
    );
    const invoice = await repos.invoices.createInvoice({
      invoice: {
        invoiceId,
        invoiceRef: 1,
        partnerId: 'p1',
        partnerName: 'p1',
        lines: [],
        total: 2400,
        dueDate: '2026-07-15',
        createdBy: ADMIN.id,
        createdAt: NOW,
      },
      shifts: created,
      context: contextAt(NOW),
    });
    const event = { id: `evt_${invoiceId}`, type: 'checkout.session.completed' };
    return repos.invoices.payInvoice({
      invoice,
      shifts: await repos.shifts.listInvoiceShifts(invoiceId),
      payment: { paymentMethod: 'CARD', paymentProvider: 'STRIPE', transactionId: `pi_${invoiceId}` },
      context: contextAt(NOW),
      links: (tx) => [providerEventRecord(tx, event, 'paid', NOW, invoiceId)],
    });
  }

  it('should record the paying event with the payment, and refuse the same event id a second time', async () => {
    await cardPaid('inv-ev');
    expect(await repos.invoices.findProviderEvent('evt_inv-ev')).toEqual({ outcome: 'paid' });
    const again = await repos.invoices.recordProviderEvent({
      event: { id: 'evt_inv-ev', type: 'checkout.session.completed' },
      outcome: 'already-settled',
      context: contextAt(NOW),
    });
    expect(again).toBe(false);
    expect(await repos.invoices.findProviderEvent('evt_inv-ev')).toEqual({ outcome: 'paid' });
  });

  it('should move PAID → PENDING_REFUND → REFUNDED, version-guarded, once per event, shifts staying COMPLETED', async () => {
    const paid = await cardPaid('inv-rf');
    const pending = await repos.invoices.startInvoiceRefund({
      invoice: paid,
      refundId: 're_1',
      context: contextAt(NOW),
    });
    expect(pending).toMatchObject({ status: 'PENDING_REFUND', version: paid.version + 1 });
    await expect(
      repos.invoices.startInvoiceRefund({ invoice: paid, refundId: 're_1', context: contextAt(NOW) }),
    ).rejects.toThrow(ConflictError);
    const event = { id: 'evt_refund', type: 'charge.refunded' };
    const results = await Promise.allSettled([
      repos.invoices.completeInvoiceRefund({ invoice: pending, event, context: contextAt(NOW) }),
      repos.invoices.completeInvoiceRefund({ invoice: pending, event, context: contextAt(NOW) }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await repos.invoices.getInvoice('inv-rf')).toMatchObject({
      status: 'REFUNDED',
      version: paid.version + 2,
    });
    const trail = await repos.audit.listAuditTrail({ subjectType: 'invoice', subjectId: 'inv-rf' });
    expect(trail.items.map((entry) => entry.action)).toEqual([
      'invoice-create',
      'invoice-paid',
      'invoice-pending_refund',
      'invoice-refunded',
    ]);
    const shifts = await repos.shifts.listInvoiceShifts('inv-rf');
    expect(shifts.map((shift) => shift.status)).toEqual(['COMPLETED']);
  });
});
