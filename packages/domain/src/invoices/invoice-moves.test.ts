import { describe, expect, it } from 'vitest';

import { ConflictError } from '../errors';

import { assertInvoiceMove, canMoveInvoice, INVOICE_TRANSITIONS } from './invoice-moves';
import type { InvoiceMove } from './invoice-moves';
import { INVOICE_STATUSES } from './invoice-rules';
import type { InvoiceStatus } from './invoice-rules';

/** Each move's statuses as spec section 4 lists them. */
const SPEC: Record<InvoiceMove, { from: InvoiceStatus[]; to: InvoiceStatus }> = {
  markPaid: { from: ['PENDING'], to: 'PAID' },
  cancel: { from: ['PENDING'], to: 'CANCELED' },
  markPending: { from: ['PAID', 'CANCELED'], to: 'PENDING' },
  payByCard: { from: ['PENDING'], to: 'PAID' },
  refund: { from: ['PAID'], to: 'PENDING_REFUND' },
  completeRefund: { from: ['PENDING_REFUND', 'PAID'], to: 'REFUNDED' },
};

describe('invoice transitions', () => {
  it('should hold exactly the moves of spec section 4', () => {
    expect(INVOICE_TRANSITIONS).toEqual(SPEC);
  });

  it('should allow each move from its statuses and from no other', () => {
    for (const move of Object.keys(SPEC) as InvoiceMove[]) {
      for (const status of INVOICE_STATUSES) {
        expect(canMoveInvoice(move, status)).toBe(SPEC[move].from.includes(status));
      }
    }
  });

  it('should pass an invoice whose status the move starts from', () => {
    const invoice = { status: 'PAID' as const, invoiceRef: 7 };
    expect(assertInvoiceMove('markPending', invoice)).toBe(invoice);
  });

  it('should refuse any other with a 409 naming its status and the statuses the move starts from', () => {
    const refusal = (move: InvoiceMove, status: InvoiceStatus) => {
      try {
        assertInvoiceMove(move, { status, invoiceRef: 12 });
      } catch (error) {
        return error;
      }
      throw new Error('not refused');
    };
    const paid = refusal('markPaid', 'CANCELED');
    expect(paid).toBeInstanceOf(ConflictError);
    expect(paid).toMatchObject({
      code: 'INVALID_INVOICE_TRANSITION',
      message: 'Invoice #12 is cancelled: only a pending invoice can be marked paid.',
    });
    expect(refusal('markPending', 'PENDING_REFUND')).toMatchObject({
      message: 'Invoice #12 is pending refund: only a paid or cancelled invoice can be marked pending.',
    });
    expect(refusal('cancel', 'REFUNDED')).toMatchObject({
      message: 'Invoice #12 is refunded: only a pending invoice can be cancelled.',
    });
  });
});
