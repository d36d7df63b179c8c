import { describe, expect, it } from 'vitest';

import { ConflictError, NotAllowedError } from '../errors';

import {
  ASSIGNMENT_REFUSAL_MESSAGES,
  CLAIM_REFUSAL_MESSAGES,
  CLAIM_REFUSAL_REASONS,
  type ClaimEligibilityInput,
  checkClaimEligibility,
  claimRefusalError,
  claimRefusalMessage,
} from './claim-eligibility';
import { NO_PARTNER_MARKS } from './favourites-access';

// Wednesday 13/05/2026 08:00–16:00 Nicosia (UTC+3).
const input: ClaimEligibilityInput = {
  partner: { status: 'VERIFIED', positionIds: ['nurse', 'carer'], weeklyShiftLimit: null },
  shift: {
    id: 'r1',
    status: 'VERIFIED',
    positionId: 'nurse',
    startDate: '2026-05-13T05:00:00Z',
    endDate: '2026-05-13T13:00:00Z',
    deadline: '2026-05-12T05:00:00Z',
  },
  partnerClaimedShifts: [],
  mandatoryRestHours: 8,
  offer: { clientId: 'c-1', marks: NO_PARTNER_MARKS },
  now: '2026-05-10T09:00:00Z',
};

function check(overrides: Partial<ClaimEligibilityInput> = {}) {
  return checkClaimEligibility({ ...input, ...overrides });
}

function reasonOf(overrides: Partial<ClaimEligibilityInput>) {
  const result = check(overrides);
  return result.ok ? 'OK' : result.reason;
}

describe('checkClaimEligibility', () => {
  it('should let a verified partner claim an open shift of one of their positions', () => {
    expect(check()).toEqual({ ok: true });
  });

  it('should refuse a DISABLED partner, or one RESTRICTED without a reason, with the spec text', () => {
    for (const status of ['RESTRICTED', 'DISABLED'] as const) {
      expect(check({ partner: { ...input.partner, status } })).toEqual({
        ok: false,
        reason: 'NOT_VERIFIED',
        title: 'You cannot claim this shift',
        message: 'In order to claim this shift you need to be Verified',
        params: {},
      });
    }
  });

  it('should name the real reason of a restriction: the licence day, the overdue invoices, a pending review', () => {
    const expired = {
      ...input.partner,
      status: 'RESTRICTED' as const,
      restrictedReasonType: 'LICENCE_EXPIRED' as const,
      registrationExpirationDate: '2026-04-30',
    };
    expect(check({ partner: expired })).toMatchObject({
      reason: 'LICENCE_EXPIRED',
      params: { date: '30/04/2026' },
      message: expect.stringContaining('expired on 30/04/2026. Upload the renewed licence') as string,
    });
    const overdue = {
      ...input.partner,
      status: 'RESTRICTED' as const,
      restrictedReasonType: 'INVOICE_OVERDUE' as const,
    };
    const invoices = [
      { id: 'i2', ref: 1042, dueDate: '2026-05-02' },
      { id: 'i1', ref: 1031, dueDate: '2026-04-20' },
    ];
    expect(check({ partner: overdue, overdueInvoices: invoices })).toMatchObject({
      reason: 'INVOICE_OVERDUE',
      message:
        'Invoice #1031, #1042 is overdue. Pay it under Invoices; once it is paid you can claim shifts again.',
    });
    expect(reasonOf({ partner: { ...input.partner, status: 'PENDING' } })).toBe('PENDING_REVIEW');
  });
  it("should refuse a shift whose position is not among the partner's positions", () => {
    expect(reasonOf({ partner: { ...input.partner, positionIds: ['carer'] } })).toBe('POSITION_NOT_HELD');
  });

  it('should refuse a shift that has started', () => {
    expect(reasonOf({ now: input.shift.startDate })).toBe('SHIFT_STARTED');
  });

  it('should refuse a shift that is not VERIFIED, or whose claim deadline has passed', () => {
    expect(reasonOf({ shift: { ...input.shift, status: 'CLAIMED' } })).toBe('NOT_OPEN');
    expect(reasonOf({ shift: { ...input.shift, status: 'PENDING' } })).toBe('NOT_OPEN');
    expect(reasonOf({ now: input.shift.deadline })).toBe('NOT_OPEN');
  });

  it("should refuse a shift that overlaps one of the partner's shifts, but not one that merely touches it", () => {
    const overlapping = { startDate: '2026-05-13T12:00:00Z', endDate: '2026-05-13T20:00:00Z' };
    expect(reasonOf({ partnerClaimedShifts: [overlapping] })).toBe('OVERLAP');
    const touching = { startDate: '2026-05-13T13:00:00Z', endDate: '2026-05-13T21:00:00Z' };
    expect(reasonOf({ partnerClaimedShifts: [touching], mandatoryRestHours: 0 })).toBe('OK');
  });

  it('should ignore the shift itself among the partner shifts', () => {
    expect(
      reasonOf({
        partnerClaimedShifts: [{ id: 'r1', startDate: input.shift.startDate, endDate: input.shift.endDate }],
      }),
    ).toBe('OK');
  });

  it('should require the mandatory rest hours before and after the shift', () => {
    const endsSevenHoursBefore = { startDate: '2026-05-12T14:00:00Z', endDate: '2026-05-12T22:00:00Z' };
    const endsEightHoursBefore = { startDate: '2026-05-12T13:00:00Z', endDate: '2026-05-12T21:00:00Z' };
    const startsSevenHoursAfter = { startDate: '2026-05-13T20:00:00Z', endDate: '2026-05-14T04:00:00Z' };
    const startsEightHoursAfter = { startDate: '2026-05-13T21:00:00Z', endDate: '2026-05-14T05:00:00Z' };
    expect(check({ partnerClaimedShifts: [endsSevenHoursBefore] })).toMatchObject({
      reason: 'REST_HOURS',
      message: 'You need at least 8 hours of rest between two shifts.',
      params: { hours: 8 },
    });
    expect(reasonOf({ partnerClaimedShifts: [startsSevenHoursAfter] })).toBe('REST_HOURS');
    expect(reasonOf({ partnerClaimedShifts: [endsEightHoursBefore, startsEightHoursAfter] })).toBe('OK');
  });

  it('should count the weekly limit per Monday–Sunday week in Nicosia of the shift start', () => {
    const limited = { ...input.partner, weeklyShiftLimit: 2 };
    const monday = { startDate: '2026-05-11T05:00:00Z', endDate: '2026-05-11T13:00:00Z' };
    const friday = { startDate: '2026-05-15T05:00:00Z', endDate: '2026-05-15T13:00:00Z' };
    // Sunday 10/05 23:30 Nicosia is the week before; Sunday 17/05 22:00 Nicosia is still this week.
    const previousSundayNight = { startDate: '2026-05-10T20:30:00Z', endDate: '2026-05-10T21:30:00Z' };
    const sundayNight = { startDate: '2026-05-17T19:00:00Z', endDate: '2026-05-17T20:00:00Z' };
    expect(check({ partner: limited, partnerClaimedShifts: [monday, friday] })).toMatchObject({
      reason: 'WEEKLY_LIMIT',
      message: 'You have reached your weekly limit of shifts (2).',
    });
    expect(reasonOf({ partner: limited, partnerClaimedShifts: [monday, previousSundayNight] })).toBe('OK');
    expect(reasonOf({ partner: limited, partnerClaimedShifts: [monday, sundayNight] })).toBe('WEEKLY_LIMIT');
  });

  it('should have no weekly limit when the limit is null, and allow no shift when it is 0', () => {
    const many = Array.from({ length: 5 }, (_, day) => ({
      startDate: `2026-05-${String(16 + day).padStart(2, '0')}T05:00:00Z`,
      endDate: `2026-05-${String(16 + day).padStart(2, '0')}T06:00:00Z`,
    }));
    expect(reasonOf({ partnerClaimedShifts: many.slice(0, 2) })).toBe('OK');
    expect(reasonOf({ partner: { ...input.partner, weeklyShiftLimit: 0 } })).toBe('WEEKLY_LIMIT');
  });

  it('should refuse a partner the organisation blocked, whatever the shift, with a 403 that names no reason', () => {
    const blocked = { clientId: 'c-1', marks: { ...NO_PARTNER_MARKS, blockingClientIds: new Set(['c-1']) } };
    const refusal = check({ offer: blocked });
    expect(refusal).toMatchObject({ ok: false, reason: 'BLOCKED_BY_CLIENT' });
    if (refusal.ok) throw new Error('expected a refusal');
    expect(claimRefusalError(refusal)).toBeInstanceOf(NotAllowedError);
    expect(refusal.message).toBe("This organisation's shifts are not offered to you.");
    expect(reasonOf({ offer: blocked, shift: { ...input.shift, status: 'CLAIMED' } })).toBe(
      'BLOCKED_BY_CLIENT',
    );
    expect(reasonOf({ offer: { ...blocked, clientId: 'c-2' } })).toBe('OK');
  });

  it("should refuse a partner who is not a favourite during the organisation's early access, and only then", () => {
    const window = { clientId: 'c-1', favouritesOnlyUntil: '2026-05-10T10:00:00Z', marks: NO_PARTNER_MARKS };
    expect(reasonOf({ offer: window })).toBe('FAVOURITES_FIRST');
    expect(reasonOf({ offer: window, now: '2026-05-10T10:00:00Z' })).toBe('OK');
    const favourite = { ...NO_PARTNER_MARKS, favouriteOfClientIds: new Set(['c-1']) };
    expect(reasonOf({ offer: { ...window, marks: favourite } })).toBe('OK');
    expect(reasonOf({ offer: { ...window, favouritesOnlyUntil: null } })).toBe('OK');
    const refusal = check({ offer: window });
    if (refusal.ok) throw new Error('expected a refusal');
    expect(claimRefusalError(refusal)).toBeInstanceOf(ConflictError);
  });

  it('should check the partner before the shift, and the shift before the calendar', () => {
    expect(
      reasonOf({
        partner: { ...input.partner, status: 'DISABLED', positionIds: [] },
        now: input.shift.startDate,
      }),
    ).toBe('NOT_VERIFIED');
    expect(
      reasonOf({ shift: { ...input.shift, status: 'CLAIMED' }, partnerClaimedShifts: [input.shift] }),
    ).toBe('NOT_OPEN');
  });
});

describe('claim refusal messages', () => {
  it('should have an English and a Greek text for every reason', () => {
    for (const reason of CLAIM_REFUSAL_REASONS) {
      expect(CLAIM_REFUSAL_MESSAGES.en[reason]).toBeTruthy();
      expect(CLAIM_REFUSAL_MESSAGES.el[reason]).toMatch(/[Α-Ωα-ω]/);
    }
    expect(Object.keys(CLAIM_REFUSAL_MESSAGES.el).sort()).toEqual(
      Object.keys(CLAIM_REFUSAL_MESSAGES.en).sort(),
    );
    expect(Object.keys(ASSIGNMENT_REFUSAL_MESSAGES.en).sort()).toEqual(
      Object.keys(CLAIM_REFUSAL_MESSAGES.en).sort(),
    );
    expect(Object.keys(ASSIGNMENT_REFUSAL_MESSAGES.el).sort()).toEqual(
      Object.keys(CLAIM_REFUSAL_MESSAGES.en).sort(),
    );
  });

  it('should fill the placeholders', () => {
    expect(claimRefusalMessage('WEEKLY_LIMIT', { limit: 3 }, 'el')).toBe(
      'Φτάσατε το εβδομαδιαίο όριο βαρδιών σας (3).',
    );
  });

  it('should map refusals about the partner to 403 errors and the rest to 409 errors, coded by reason', () => {
    const notVerified = check({ partner: { ...input.partner, status: 'DISABLED' } });
    const overlap = check({
      partnerClaimedShifts: [{ startDate: input.shift.startDate, endDate: input.shift.endDate }],
    });
    if (notVerified.ok || overlap.ok) throw new Error('expected refusals');
    expect(claimRefusalError(notVerified)).toBeInstanceOf(NotAllowedError);
    expect(claimRefusalError(notVerified).code).toBe('NOT_VERIFIED');
    expect(claimRefusalError(overlap)).toBeInstanceOf(ConflictError);
    expect(claimRefusalError(overlap).message).toBe('This shift overlaps another shift you have claimed.');
    const named = check({
      partnerClaimedShifts: [
        { refNumber: 305, startDate: input.shift.startDate, endDate: input.shift.endDate },
      ],
    });
    if (named.ok) throw new Error('expected a refusal');
    expect(claimRefusalError(named).message).toBe(
      'This shift overlaps your #305 (13/05 08:00 – 13/05 16:00).',
    );
    expect(claimRefusalError(named).params).toEqual({ ref: 305, start: '13/05 08:00', end: '13/05 16:00' });
  });
});
