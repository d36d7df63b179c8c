import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import { invoiceCreateFormSchema, invoiceMarkPaidFormSchema, invoiceSendFormSchema } from './invoice-forms';

describe('new invoice', () => {
  it('should need an employee and at least one request', () => {
    expect(validateForm(invoiceCreateFormSchema, { partnerId: '', requests: [] }).errors).toEqual({
      partnerId: 'Value is required',
      requests: 'You need to select at least one.',
    });
  });

  it('should accept a partner with their shifts, each once', () => {
    const requests = [
      { requestId: 'r-1', clientId: 'c-1' },
      { requestId: 'r-2', clientId: 'c-2' },
    ];
    expect(validateForm(invoiceCreateFormSchema, { partnerId: 'p-1', requests }).success).toBe(true);
    expect(
      validateForm(invoiceCreateFormSchema, { partnerId: 'p-1', requests: [requests[0], requests[0]] })
        .success,
    ).toBe(false);
  });
});

describe('mark invoice paid', () => {
  it('should require the payment method', () => {
    expect(validateForm(invoiceMarkPaidFormSchema, { paymentMethod: '' }).errors).toEqual({
      paymentMethod: 'Value is required',
    });
  });

  it.each(['CARD', 'CASH', 'BANK_TRANSFER'])('should accept %s', (paymentMethod) => {
    expect(validateForm(invoiceMarkPaidFormSchema, { paymentMethod }).success).toBe(true);
  });

  it('should refuse other methods and unknown providers', () => {
    expect(validateForm(invoiceMarkPaidFormSchema, { paymentMethod: 'CHEQUE' }).errors).toEqual({
      paymentMethod: 'Select a valid option.',
    });
    expect(
      validateForm(invoiceMarkPaidFormSchema, { paymentMethod: 'CARD', paymentProvider: 'X' }).errors,
    ).toEqual({
      paymentProvider: 'Select a valid option.',
    });
  });

  it('should send an empty provider as null and the transaction id trimmed', () => {
    expect(
      invoiceMarkPaidFormSchema.parse({ paymentMethod: 'CASH', paymentProvider: '', transactionId: ' T-1 ' }),
    ).toEqual({
      paymentMethod: 'CASH',
      paymentProvider: null,
      transactionId: 'T-1',
    });
    expect(
      invoiceMarkPaidFormSchema.parse({ paymentMethod: 'CARD', paymentProvider: 'STRIPE' }).paymentProvider,
    ).toBe('STRIPE');
  });
});

describe('send invoice', () => {
  it('should need a valid e-mail', () => {
    expect(validateForm(invoiceSendFormSchema, { email: '' }).errors).toEqual({ email: 'Value is required' });
    expect(validateForm(invoiceSendFormSchema, { email: 'x@' }).errors).toEqual({
      email: 'Must be valid e-mail address.',
    });
    expect(validateForm(invoiceSendFormSchema, { email: 'accounts@clinic.cy' }).success).toBe(true);
  });
});
