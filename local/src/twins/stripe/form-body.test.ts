import { describe, expect, it } from 'vitest';

import { decodeForm, field, textFields } from './form-body';

describe('the Stripe twin form decoder', () => {
  it('should decode bracketed keys into nested objects and lists as the Stripe SDK encodes them', () => {
    const form = decodeForm(
      'mode=payment&line_items[0][price_data][unit_amount]=4850&line_items[0][quantity]=1' +
        '&metadata[invoiceId]=inv-1&metadata[invoiceRef]=12&success_url=http%3A%2F%2Fa%2Finvoices%3Fx%3D1',
    );
    expect(field(form, 'mode')).toBe('payment');
    expect(field(form, 'line_items', 0, 'price_data', 'unit_amount')).toBe('4850');
    expect(textFields(form.metadata)).toEqual({ invoiceId: 'inv-1', invoiceRef: '12' });
    expect(field(form, 'success_url')).toBe('http://a/invoices?x=1');
    expect(field(form, 'missing', 'x')).toBeUndefined();
  });
});
