import { describe, expect, it } from 'vitest';

import { PAYMENT_POLL, paymentReturnOf, paymentStateAfterRead, withoutPaymentReturn } from './payment-return';

describe('paymentReturnOf', () => {
  it('should read a successful or cancelled return, with the invoice when given', () => {
    expect(paymentReturnOf(new URLSearchParams('payment=success&invoice=inv_1'))).toEqual({
      kind: 'success',
      invoiceId: 'inv_1',
    });
    expect(paymentReturnOf(new URLSearchParams('payment=cancelled'))).toEqual({ kind: 'cancelled' });
  });

  it('should ignore any other flag and a malformed invoice id', () => {
    expect(paymentReturnOf(new URLSearchParams('payment=maybe'))).toBeUndefined();
    expect(paymentReturnOf(new URLSearchParams('status=PAID'))).toBeUndefined();
    expect(paymentReturnOf(new URLSearchParams('payment=success&invoice=<script>'))).toEqual({
      kind: 'success',
    });
  });
});

describe('withoutPaymentReturn', () => {
  it('should drop the return flags and keep the filters', () => {
    const search = new URLSearchParams('status=PENDING&payment=success&invoice=i1&session_id=cs_1');
    expect(withoutPaymentReturn(search).toString()).toBe('status=PENDING');
  });
});

describe('paymentStateAfterRead', () => {
  it('should say the payment was received only once the invoice reads PAID', () => {
    expect(paymentStateAfterRead({ status: 'PENDING', invoiceRef: 7 }, 0)).toEqual({ kind: 'confirming' });
    expect(paymentStateAfterRead({ status: 'PAID', invoiceRef: 7 }, 3)).toEqual({ kind: 'paid', ref: 7 });
    expect(paymentStateAfterRead(undefined, 0)).toEqual({ kind: 'confirming' });
  });

  it('should stop waiting after the bounded number of reads and say it is not confirmed yet', () => {
    const last = PAYMENT_POLL.attempts - 1;
    expect(paymentStateAfterRead({ status: 'PENDING', invoiceRef: 7 }, last)).toEqual({
      kind: 'notConfirmed',
    });
    expect(paymentStateAfterRead(undefined, last)).toEqual({ kind: 'notConfirmed' });
    expect(paymentStateAfterRead({ status: 'PAID', invoiceRef: 7 }, last)).toEqual({ kind: 'paid', ref: 7 });
  });
});
