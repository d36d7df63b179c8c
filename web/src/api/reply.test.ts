import { describe, expect, it } from 'vitest';

import { fileNameFromDisposition } from './reply';

describe('fileNameFromDisposition', () => {
  it('should read the plain and the UTF-8 encoded file name', () => {
    expect(fileNameFromDisposition('attachment; filename="PAYMENT-NOTE-42.pdf"')).toBe('PAYMENT-NOTE-42.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''PAYMENT%20NOTE%2042.pdf")).toBe(
      'PAYMENT NOTE 42.pdf',
    );
  });

  it('should give no name when the header names none', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
