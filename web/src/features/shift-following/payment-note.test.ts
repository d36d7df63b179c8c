import { describe, expect, it } from 'vitest';

import { ApiError } from '../../api/api-error';

import { isNotSignedIn, paymentNoteFileName } from './payment-note';

describe('payment note file name', () => {
  it("should use the server's PDF file name", () => {
    expect(paymentNoteFileName(42, 'PAYMENT-NOTE-42.pdf')).toBe('PAYMENT-NOTE-42.pdf');
    expect(paymentNoteFileName(42, 'PAYMENT NOTE 42.PDF')).toBe('PAYMENT NOTE 42.PDF');
  });

  it('should name the file with the shift reference when the server gives no PDF name', () => {
    expect(paymentNoteFileName(42, undefined)).toBe('PAYMENT-NOTE-42.pdf');
    expect(paymentNoteFileName(42, 'note.txt')).toBe('PAYMENT-NOTE-42.pdf');
  });
});

describe('isNotSignedIn', () => {
  it('should tell a download refused for want of a signed-in user from other failures', () => {
    expect(isNotSignedIn(new ApiError(401, 'x', 'NOT_SIGNED_IN'))).toBe(true);
    expect(isNotSignedIn(new ApiError(404, 'x', 'NOT_FOUND'))).toBe(false);
    expect(isNotSignedIn(new Error('x'))).toBe(false);
  });
});
