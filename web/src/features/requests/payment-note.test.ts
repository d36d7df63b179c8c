import { describe, expect, it } from 'vitest';

import { fileNameFromDisposition, paymentNoteFileName } from './payment-note';

describe('payment note file name', () => {
  it("should use the server's file name", () => {
    expect(paymentNoteFileName(42, 'attachment; filename="PAYMENT-NOTE-42.pdf"')).toBe('PAYMENT-NOTE-42.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''PAYMENT%20NOTE%2042.pdf")).toBe(
      'PAYMENT NOTE 42.pdf',
    );
  });

  it('should name the file with the shift reference when the server gives no PDF name', () => {
    expect(paymentNoteFileName(42, null)).toBe('PAYMENT-NOTE-42.pdf');
    expect(paymentNoteFileName(42, 'attachment; filename="note.txt"')).toBe('PAYMENT-NOTE-42.pdf');
    expect(paymentNoteFileName(7, 'inline')).toBe('PAYMENT-NOTE-7.pdf');
  });
});
