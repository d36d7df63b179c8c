import { describe, expect, it } from 'vitest';

import { GENERIC_ERROR_MESSAGE } from '@careshift/contract/errors';

import { ApiError, CLIENT_ERROR_CODES } from '../api/api-error';

import { errorTextOf } from './error-text';
import type { ErrorFallbackKey } from './error-text';

const t = (key: ErrorFallbackKey) => `<${key}>`;
const refundFailed = new ApiError(
  502,
  'The card payment service is not available right now (refund). Nothing was changed; try again later.',
  'CARD_PAYMENTS_UNAVAILABLE',
);

describe('errorTextOf (spec section 8: a failed action shows the server message)', () => {
  it("should show the server's message of a 502, not the generic text", () => {
    expect(errorTextOf(refundFailed, 'en', t)).toBe(refundFailed.message);
    expect(errorTextOf(refundFailed, 'el', t)).toBe(
      'Η υπηρεσία πληρωμών με κάρτα δεν είναι διαθέσιμη αυτή τη στιγμή. Δεν έγινε καμία αλλαγή· δοκιμάστε ξανά αργότερα.',
    );
  });

  it("should show a 400's own validation message in Greek, not only the code's text (issue 33 item 2)", () => {
    const mismatch = new ApiError(
      400,
      "The file's content is not a pdf file; it was removed.",
      'INVALID_INPUT',
    );
    expect(errorTextOf(mismatch, 'el', t)).toBe(
      'Το περιεχόμενο του αρχείου δεν είναι αρχείο pdf· το αρχείο αφαιρέθηκε.',
    );
    const other = new ApiError(400, 'Something the catalogue does not hold.', 'INVALID_INPUT');
    expect(errorTextOf(other, 'el', t)).toBe('Ορισμένες τιμές δεν είναι έγκυρες. Ελέγξτε τη φόρμα.');
  });

  it("should show a 4xx reply's message, in Greek the Greek text of its code", () => {
    const conflict = new ApiError(409, 'This shift has already been claimed.', 'SHIFT_ALREADY_CLAIMED');
    expect(errorTextOf(conflict, 'en', t)).toBe('This shift has already been claimed.');
    expect(errorTextOf(conflict, 'el', t)).toBe('Αυτή η βάρδια έχει ήδη αναληφθεί.');
  });

  it('should fall back on a common text only when the failure carries no message of ours', () => {
    expect(errorTextOf(new ApiError(500, GENERIC_ERROR_MESSAGE, 'INTERNAL'), 'en', t)).toBe(
      '<errors.generic>',
    );
    expect(errorTextOf(new ApiError(502, GENERIC_ERROR_MESSAGE, 'HTTP_502'), 'en', t)).toBe(
      '<errors.generic>',
    );
    expect(errorTextOf(new ApiError(0, '', CLIENT_ERROR_CODES.network), 'en', t)).toBe('<errors.network>');
    expect(errorTextOf(new ApiError(503, 'Busy', 'SERVICE_UNAVAILABLE'), 'en', t)).toBe(
      '<errors.unavailable>',
    );
    expect(errorTextOf(new ApiError(200, 'bad', CLIENT_ERROR_CODES.invalidReply), 'en', t)).toBe(
      '<errors.generic>',
    );
  });
});
