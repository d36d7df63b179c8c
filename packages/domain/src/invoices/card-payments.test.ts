import { describe, expect, it } from 'vitest';

import { ConflictError } from '../errors';

import {
  assertCardCheckoutAllowed,
  assertRefundable,
  canCompleteRefund,
  checkCardPayment,
  isRefundable,
} from './card-payments';

describe('card payments', () => {
  it('should allow card checkout only for a PENDING invoice, with a 409 naming the status otherwise', () => {
    expect(() => assertCardCheckoutAllowed({ status: 'PENDING', total: 2400 })).not.toThrow();
    expect(() => assertCardCheckoutAllowed({ status: 'PAID', total: 2400 })).toThrow(
      'This invoice is already paid.',
    );
    expect(() => assertCardCheckoutAllowed({ status: 'PENDING_REFUND', total: 2400 })).toThrow(
      'This invoice cannot be paid: it is pending refund.',
    );
    expect(() => assertCardCheckoutAllowed({ status: 'CANCELED', total: 2400 })).toThrow(ConflictError);
  });

  it("should refuse card checkout below Stripe's smallest EUR charge of 50 cents", () => {
    expect(() => assertCardCheckoutAllowed({ status: 'PENDING', total: 50 })).not.toThrow();
    expect(() => assertCardCheckoutAllowed({ status: 'PENDING', total: 49 })).toThrow(
      'This invoice is below the smallest card payment (€0.50): pay it by bank transfer or in cash.',
    );
  });

  it('should refund only a PAID card payment with a transaction id', () => {
    expect(
      isRefundable({
        status: 'PAID',
        paymentMethod: 'CARD',
        paymentProvider: 'STRIPE',
        transactionId: 'pi_1',
      }),
    ).toBe(true);
    expect(isRefundable({ status: 'PAID', paymentMethod: 'CARD' })).toBe(false);
    expect(isRefundable({ status: 'PAID', paymentMethod: 'CASH', transactionId: 'x' })).toBe(false);
    expect(isRefundable({ status: 'PENDING', paymentMethod: 'CARD', transactionId: 'pi_1' })).toBe(false);
    expect(() => assertRefundable({ status: 'PAID', paymentMethod: 'CASH' })).toThrow(
      'Only an invoice paid by card can be refunded here; refund other payments outside the app.',
    );
    expect(() => assertRefundable({ status: 'PENDING' })).toThrow('Only a paid invoice can be refunded.');
  });

  it('should complete a refund from PENDING_REFUND or PAID only', () => {
    expect(canCompleteRefund('PENDING_REFUND')).toBe(true);
    expect(canCompleteRefund('PAID')).toBe(true);
    expect(canCompleteRefund('REFUNDED')).toBe(false);
    expect(canCompleteRefund('PENDING')).toBe(false);
  });

  it('should accept a payment only when paid, in EUR and for the exact total in cents', () => {
    const invoice = { total: 4850 };
    const paid = { paymentStatus: 'paid', amountTotal: 4850, currency: 'eur' };
    expect(checkCardPayment(invoice, paid)).toEqual({ ok: true });
    expect(checkCardPayment(invoice, { ...paid, amountTotal: 4849 })).toEqual({
      ok: false,
      reason: 'amount-mismatch',
    });
    expect(checkCardPayment(invoice, { ...paid, currency: 'usd' })).toEqual({
      ok: false,
      reason: 'currency-mismatch',
    });
    expect(checkCardPayment(invoice, { ...paid, paymentStatus: 'unpaid' })).toEqual({
      ok: false,
      reason: 'not-paid',
    });
  });
});
