import { describe, expect, it } from 'vitest';

import { claimRefusalBeforeClaim, claimRefusalOf } from './claim-refusal';

describe('claim refusal', () => {
  it('should tell an unverified partner they need to be Verified (spec section 8)', () => {
    const refusal = claimRefusalOf(
      { code: 'NOT_VERIFIED', message: 'In order to claim this shift you need to be Verified' },
      'en',
    );
    expect(refusal).toEqual({
      reason: 'NOT_VERIFIED',
      title: 'You cannot claim this shift',
      message: 'In order to claim this shift you need to be Verified',
    });
  });

  it('should say it in Greek with the numbers of the English message', () => {
    const refusal = claimRefusalOf(
      { code: 'REST_HOURS', message: 'You need at least 11 hours of rest between two shifts.' },
      'el',
    );
    expect(refusal?.title).toBe('Δεν μπορείτε να αναλάβετε αυτή τη βάρδια');
    expect(refusal?.message).toContain('11');
    expect(refusal?.message).toMatch(/[Α-Ωα-ω]/);
  });

  it('should carry the weekly limit', () => {
    const refusal = claimRefusalOf(
      { code: 'WEEKLY_LIMIT', message: 'You have reached your weekly limit of shifts (3).' },
      'en',
    );
    expect(refusal?.message).toBe('You have reached your weekly limit of shifts (3).');
  });

  it('should speak of the partner in the third person to an administrator assigning them', () => {
    const refusal = claimRefusalOf(
      { code: 'REST_HOURS', message: 'You need at least 11 hours of rest between two shifts.' },
      'el',
      'assignment',
    );
    expect(refusal?.title).toBe('Η βάρδια δεν μπορεί να ανατεθεί σε αυτό το άτομο');
    expect(refusal?.message).toBe('Ανάμεσα σε δύο βάρδιες το άτομο χρειάζεται ανάπαυση τουλάχιστον 11 ωρών.');
    expect(claimRefusalOf({ code: 'NOT_VERIFIED' }, 'en', 'assignment')?.message).not.toMatch(/\byou\b/i);
  });

  it("should name the API's conflicting shift in the user's language from the reply's params (issue 32, item 2)", () => {
    const refusal = claimRefusalOf(
      {
        code: 'REST_HOURS',
        message: 'Your #305 ends 04/12 08:00: you need at least 11 hours of rest between two shifts.',
        params: { ref: 305, end: '04/12 08:00', hours: 11 },
      },
      'el',
    );
    expect(refusal?.message).toBe(
      'Η βάρδια σας #305 τελειώνει 04/12 08:00: ανάμεσα σε δύο βάρδιες χρειάζεστε ανάπαυση τουλάχιστον 11 ωρών.',
    );
  });

  it('should not treat other errors as refusals', () => {
    expect(
      claimRefusalOf(
        { code: 'SHIFT_ALREADY_CLAIMED', message: 'This shift has already been claimed.' },
        'en',
      ),
    ).toBeNull();
    expect(claimRefusalOf(new Error('boom'), 'en')).toBeNull();
    expect(claimRefusalOf(undefined, 'en')).toBeNull();
  });
});

describe('claim refusal before the claim is sent', () => {
  const shift = {
    id: 's1',
    status: 'VERIFIED' as const,
    position: { id: 'NURSE', name: 'Nurse' },
    startDate: '2026-03-10T08:00:00.000Z',
    endDate: '2026-03-10T16:00:00.000Z',
    deadline: '2026-03-09T08:00:00.000Z',
  };
  const now = new Date('2026-03-01T08:00:00.000Z');
  const verified = { status: 'VERIFIED' as const, positionIds: ['NURSE'], weeklyShiftLimit: null };

  it('should refuse a DISABLED partner with the spec text, by the domain rule', () => {
    const refusal = claimRefusalBeforeClaim({ ...verified, status: 'DISABLED' }, shift, 'en', now);
    expect(refusal).toEqual({
      reason: 'NOT_VERIFIED',
      title: 'You cannot claim this shift',
      message: 'In order to claim this shift you need to be Verified',
    });
  });

  it('should name the real reason of a restriction, not "must be Verified" (issue 32, item 1)', () => {
    const expired = {
      ...verified,
      status: 'RESTRICTED' as const,
      restrictedReasonType: 'LICENCE_EXPIRED' as const,
      registrationExpirationDate: '2026-02-27',
    };
    const refusal = claimRefusalBeforeClaim(expired, shift, 'el', now);
    expect(refusal?.reason).toBe('LICENCE_EXPIRED');
    expect(refusal?.message).toContain('έληξε στις 27/02/2026');
    const overdue = {
      ...verified,
      status: 'RESTRICTED' as const,
      restrictedReasonType: 'INVOICE_OVERDUE' as const,
      registrationExpirationDate: null,
      standing: {
        problem: 'INVOICE_OVERDUE' as const,
        licenceExpiredOn: null,
        overdueInvoices: [{ id: 'i1', ref: 1031, dueDate: '2026-02-20' }],
        steps: ['PAY_OVERDUE_INVOICES' as const],
      },
    };
    expect(claimRefusalBeforeClaim(overdue, shift, 'en', now)?.message).toBe(
      'Invoice #1031 is overdue. Pay it under Invoices; once it is paid you can claim shifts again.',
    );
    expect(claimRefusalBeforeClaim({ ...verified, status: 'PENDING' }, shift, 'en', now)?.reason).toBe(
      'PENDING_REVIEW',
    );
  });

  it('should let a VERIFIED partner of the position go on to the claim', () => {
    expect(claimRefusalBeforeClaim(verified, shift, 'en', now)).toBeNull();
  });

  it('should wait for the profile before refusing anything', () => {
    expect(claimRefusalBeforeClaim(undefined, shift, 'el', now)).toBeNull();
  });
});
