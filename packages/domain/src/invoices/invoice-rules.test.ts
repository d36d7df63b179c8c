import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';
import { SHIFT_STATUSES, WORKED_SHIFT_STATUSES } from '../shifts/status';

import {
  INVOICE_STATUSES,
  INVOICEABLE_SHIFT_STATUSES,
  invoiceActions,
  invoiceDueDate,
  invoiceLines,
  isInvoicePastDue,
  isInvoiceable,
} from './invoice-rules';

describe('invoiceActions', () => {
  it('should let an administrator mark paid and cancel only a PENDING invoice', () => {
    for (const status of INVOICE_STATUSES) {
      const actions = invoiceActions({ status, role: 'SYSTEM_USER', isOwner: false });
      expect(actions.markPaid).toBe(status === 'PENDING');
      expect(actions.cancel).toBe(status === 'PENDING');
    }
  });

  it('should let an administrator mark pending only a PAID or CANCELED invoice', () => {
    for (const status of INVOICE_STATUSES) {
      expect(invoiceActions({ status, role: 'SYSTEM_USER', isOwner: false }).markPending).toBe(
        status === 'PAID' || status === 'CANCELED',
      );
    }
  });

  it('should let only the owning partner pay a PENDING invoice by card', () => {
    expect(invoiceActions({ status: 'PENDING', role: 'EMPLOYEE', isOwner: true }).payByCard).toBe(true);
    expect(invoiceActions({ status: 'PAID', role: 'EMPLOYEE', isOwner: true }).payByCard).toBe(false);
    expect(invoiceActions({ status: 'PENDING', role: 'EMPLOYEE', isOwner: false }).payByCard).toBe(false);
    expect(invoiceActions({ status: 'PENDING', role: 'SYSTEM_USER', isOwner: false }).payByCard).toBe(false);
  });

  it('should give a partner no administrator action and a client nothing at all', () => {
    expect(invoiceActions({ status: 'PENDING', role: 'EMPLOYEE', isOwner: true })).toEqual({
      markPaid: false,
      cancel: false,
      markPending: false,
      payByCard: true,
      refund: false,
      download: true,
      send: true,
    });
    expect(Object.values(invoiceActions({ status: 'PENDING', role: 'CLIENT', isOwner: true }))).not.toContain(
      true,
    );
    expect(invoiceActions({ status: 'PAID', role: 'EMPLOYEE', isOwner: false }).download).toBe(false);
  });
});

describe('invoiceActions refund', () => {
  const stripe = { paymentProvider: 'STRIPE', transactionId: 'pi_1' };

  it('should let only an administrator refund, and only an invoice PAID by card through the provider', () => {
    for (const status of INVOICE_STATUSES) {
      for (const paymentMethod of ['CARD', 'CASH', 'BANK_TRANSFER'] as const) {
        const payment = { ...stripe, paymentMethod };
        expect(invoiceActions({ status, role: 'SYSTEM_USER', isOwner: false, payment }).refund).toBe(
          status === 'PAID' && paymentMethod === 'CARD',
        );
      }
    }
    expect(
      invoiceActions({
        status: 'PAID',
        role: 'EMPLOYEE',
        isOwner: true,
        payment: { ...stripe, paymentMethod: 'CARD' },
      }).refund,
    ).toBe(false);
  });

  it('should offer no refund of a card payment recorded by hand for another provider or without its transaction', () => {
    const admin = { status: 'PAID' as const, role: 'SYSTEM_USER' as const, isOwner: false };
    expect(
      invoiceActions({
        ...admin,
        payment: { paymentMethod: 'CARD', paymentProvider: 'JCC', transactionId: 't1' },
      }).refund,
    ).toBe(false);
    expect(
      invoiceActions({ ...admin, payment: { paymentMethod: 'CARD', paymentProvider: 'STRIPE' } }).refund,
    ).toBe(false);
  });
});

describe('invoice due date', () => {
  it('should fall due dueInvoiceDays Nicosia days after the Nicosia day of creation', () => {
    // 23:30 UTC on 31 May is already 1 June in Nicosia.
    expect(invoiceDueDate('2026-05-31T23:30:00Z', 14)).toBe('2026-06-15');
    expect(invoiceDueDate('2026-05-31T12:00:00Z', 14)).toBe('2026-06-14');
  });

  it('should count a PENDING invoice overdue only from the Nicosia day after its due date', () => {
    const invoice = { status: 'PENDING' as const, dueDate: '2026-06-14' };
    expect(isInvoicePastDue(invoice, '2026-06-14T20:59:59Z')).toBe(false);
    expect(isInvoicePastDue(invoice, '2026-06-14T21:00:00Z')).toBe(true);
    expect(isInvoicePastDue({ ...invoice, status: 'PAID' }, '2027-01-01T00:00:00Z')).toBe(false);
  });
});

describe('isInvoiceable', () => {
  const now = '2026-05-20T00:00:00Z';
  const ended = { endDate: '2026-05-13T13:00:00Z' };
  const future = { endDate: '2026-05-25T13:00:00Z' };

  it('should accept FINISHED shifts and CLAIMED shifts that have ended, when not yet invoiced', () => {
    expect(isInvoiceable({ status: 'FINISHED', ...ended }, now)).toBe(true);
    expect(isInvoiceable({ status: 'CLAIMED', ...ended }, now)).toBe(true);
    expect(isInvoiceable({ status: 'FINISHED', ...ended, invoiceId: 'i1' }, now)).toBe(false);
  });

  it('should refuse a CLAIMED shift that has not ended and every other status', () => {
    expect(isInvoiceable({ status: 'CLAIMED', ...future }, now)).toBe(false);
    for (const status of ['PENDING', 'VERIFIED', 'CANCELED', 'ABANDONED', 'NO_SHOW', 'COMPLETED'] as const) {
      expect(isInvoiceable({ status, ...ended }, now)).toBe(false);
    }
  });

  it('should bound the invoiceable statuses to CLAIMED and FINISHED (spec section 4: requests CLAIMED, worked)', () => {
    expect(INVOICEABLE_SHIFT_STATUSES).toEqual(['CLAIMED', 'FINISHED']);
    for (const status of SHIFT_STATUSES) {
      const everInvoiceable = isInvoiceable({ status, ...ended }, now);
      expect(everInvoiceable).toBe((INVOICEABLE_SHIFT_STATUSES as readonly string[]).includes(status));
    }
  });

  it('should differ from the worked statuses: a COMPLETED shift is already on a paid invoice', () => {
    expect(WORKED_SHIFT_STATUSES).toContain('COMPLETED');
    expect(INVOICEABLE_SHIFT_STATUSES).not.toContain('COMPLETED');
    expect(isInvoiceable({ status: 'COMPLETED', ...ended }, now)).toBe(false);
  });
});

describe('invoiceLines', () => {
  const shifts = [
    {
      id: 'r1',
      clientId: 'c1',
      refNumber: 1042,
      positionName: 'Nurse',
      startDate: '2026-05-13T05:00:00Z',
      cost: { companyCommission: 1600 },
    },
    { id: 'r2', clientId: 'c2', startDate: '2026-05-14T21:30:00Z', cost: { companyCommission: 2050 } },
  ];

  it('should bill the commission of each shift plus each penalty, totalled in cents', () => {
    const { lines, total } = invoiceLines(shifts, [
      { kind: 'NO_SHOW', shiftId: 'r9', clientId: 'c1', amount: 1200 },
      { kind: 'LATE_CLAIM_CANCELLATION', shiftId: 'r1', clientId: 'c1', amount: 1600 },
    ]);
    expect(total).toBe(1600 + 2050 + 1200 + 1600);
    expect(lines).toEqual([
      {
        kind: 'SHIFT_COMMISSION',
        shiftId: 'r1',
        clientId: 'c1',
        shiftRef: 1042,
        positionName: 'Nurse',
        startDate: '2026-05-13T05:00:00Z',
        name: 'Commission for shift 1042 (Nurse, 13/05/2026)',
        price: 1600,
      },
      {
        kind: 'SHIFT_COMMISSION',
        shiftId: 'r2',
        clientId: 'c2',
        startDate: '2026-05-14T21:30:00Z',
        name: 'Commission for shift r2 (15/05/2026)',
        price: 2050,
      },
      { kind: 'NO_SHOW', shiftId: 'r9', clientId: 'c1', name: 'No-show penalty for shift r9', price: 1200 },
      {
        kind: 'LATE_CLAIM_CANCELLATION',
        shiftId: 'r1',
        clientId: 'c1',
        shiftRef: 1042,
        positionName: 'Nurse',
        startDate: '2026-05-13T05:00:00Z',
        name: 'Late claim cancellation penalty for shift 1042 (Nurse, 13/05/2026)',
        price: 1600,
      },
    ]);
  });

  it('should total nothing for nothing', () => {
    expect(invoiceLines([])).toEqual({ lines: [], total: 0 });
  });

  it('should refuse a shift listed twice', () => {
    expect(() => invoiceLines([shifts[0]!, shifts[0]!])).toThrow(ValidationError);
  });
});
