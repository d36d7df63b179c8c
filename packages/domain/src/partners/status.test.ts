import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';

import {
  automaticPartnerStanding,
  DEFAULT_PARTNER_STATUS,
  isInvoiceOverdue,
  isRegistrationExpired,
  isRegistrationExpiryAllowed,
  isRestrictedForOverdueInvoice,
  lacksRestrictionReason,
  isRegistrationExpiryWarning,
  normalisePartnerStanding,
  PARTNER_STATUSES,
  RESTRICTED_REASONS,
} from './status';

describe('partner statuses', () => {
  it('should list VERIFIED, PENDING, RESTRICTED, DISABLED with VERIFIED the default, and two restriction reasons', () => {
    expect(PARTNER_STATUSES).toEqual(['VERIFIED', 'PENDING', 'RESTRICTED', 'DISABLED']);
    expect(DEFAULT_PARTNER_STATUS).toBe('VERIFIED');
    expect(RESTRICTED_REASONS).toEqual(['LICENCE_EXPIRED', 'INVOICE_OVERDUE']);
  });
});

describe('normalisePartnerStanding', () => {
  it('should require a reason for RESTRICTED', () => {
    expect(() => normalisePartnerStanding({ status: 'RESTRICTED', restrictedReasonType: '' })).toThrow(
      ValidationError,
    );
    expect(
      normalisePartnerStanding({ status: 'RESTRICTED', restrictedReasonType: 'INVOICE_OVERDUE' }),
    ).toEqual({
      status: 'RESTRICTED',
      restrictedReasonType: 'INVOICE_OVERDUE',
    });
  });

  it('should drop the reason for any other status', () => {
    expect(normalisePartnerStanding({ status: 'VERIFIED', restrictedReasonType: 'LICENCE_EXPIRED' })).toEqual(
      {
        status: 'VERIFIED',
        restrictedReasonType: null,
      },
    );
  });
});

describe('registration expiry', () => {
  it('should expire from the Nicosia day after the expiration date', () => {
    expect(isRegistrationExpired('2026-05-10', '2026-05-10T20:59:00Z')).toBe(false);
    expect(isRegistrationExpired('2026-05-10', '2026-05-10T21:00:00Z')).toBe(true);
    expect(isRegistrationExpired(null, '2030-01-01T00:00:00Z')).toBe(false);
  });

  it('should warn (red in the list) when the date is past or missing', () => {
    expect(isRegistrationExpiryWarning(undefined, '2026-05-10T00:00:00Z')).toBe(true);
    expect(isRegistrationExpiryWarning('2026-05-09', '2026-05-10T00:00:00Z')).toBe(true);
    expect(isRegistrationExpiryWarning('2026-05-10', '2026-05-10T00:00:00Z')).toBe(false);
  });
});

describe('isInvoiceOverdue', () => {
  const invoice = { status: 'PENDING', createdAt: '2026-05-01T09:00:00Z' };

  it('should make a PENDING invoice overdue once the due days have passed since its creation', () => {
    expect(isInvoiceOverdue(invoice, 14, '2026-05-15T08:59:59Z')).toBe(false);
    expect(isInvoiceOverdue(invoice, 14, '2026-05-15T09:00:00Z')).toBe(true);
  });

  it('should never make a paid or cancelled invoice overdue', () => {
    expect(isInvoiceOverdue({ ...invoice, status: 'PAID' }, 14, '2027-01-01T00:00:00Z')).toBe(false);
    expect(isInvoiceOverdue({ ...invoice, status: 'CANCELED' }, 14, '2027-01-01T00:00:00Z')).toBe(false);
  });
});

describe('automaticPartnerStanding', () => {
  const none = { licenceExpired: false, invoiceOverdue: false };

  it('should restrict a VERIFIED partner, an expired licence before an overdue invoice', () => {
    expect(automaticPartnerStanding({ status: 'VERIFIED' }, { ...none, invoiceOverdue: true })).toEqual({
      status: 'RESTRICTED',
      restrictedReasonType: 'INVOICE_OVERDUE',
    });
    expect(
      automaticPartnerStanding({ status: 'VERIFIED' }, { licenceExpired: true, invoiceOverdue: true }),
    ).toEqual({
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
    expect(automaticPartnerStanding({ status: 'VERIFIED' }, none)).toBeNull();
  });

  it('should lift an overdue restriction when nothing is overdue, to LICENCE_EXPIRED if that holds', () => {
    const overdue = { status: 'RESTRICTED' as const, restrictedReasonType: 'INVOICE_OVERDUE' as const };
    expect(automaticPartnerStanding(overdue, none)).toEqual({
      status: 'VERIFIED',
      restrictedReasonType: null,
    });
    expect(automaticPartnerStanding(overdue, { ...none, licenceExpired: true })).toEqual({
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
    expect(automaticPartnerStanding(overdue, { ...none, invoiceOverdue: true })).toBeNull();
  });

  it('should let an expired licence win over an overdue restriction that still holds', () => {
    const overdue = { status: 'RESTRICTED' as const, restrictedReasonType: 'INVOICE_OVERDUE' as const };
    expect(automaticPartnerStanding(overdue, { licenceExpired: true, invoiceOverdue: true })).toEqual({
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
  });

  it('should never lift LICENCE_EXPIRED itself (the administrator does, with the renewed date)', () => {
    const expired = { status: 'RESTRICTED' as const, restrictedReasonType: 'LICENCE_EXPIRED' as const };
    expect(automaticPartnerStanding(expired, none)).toBeNull();
    expect(automaticPartnerStanding(expired, { ...none, invoiceOverdue: true })).toBeNull();
    expect(automaticPartnerStanding(expired, { licenceExpired: true, invoiceOverdue: true })).toBeNull();
  });

  it("should never change an administrator's PENDING or DISABLED", () => {
    for (const status of ['PENDING', 'DISABLED'] as const) {
      expect(automaticPartnerStanding({ status }, { licenceExpired: true, invoiceOverdue: true })).toBeNull();
    }
  });
});

describe('isRegistrationExpiryAllowed', () => {
  // 21:00 UTC on 10 May is already 11 May in Nicosia (UTC+3).
  const lateOn10May = '2026-05-10T20:59:00Z';
  const earlyOn11May = '2026-05-10T21:00:00Z';

  it('should allow today or a later Nicosia day, and refuse a day already past', () => {
    expect(isRegistrationExpiryAllowed('2026-05-10', undefined, lateOn10May)).toBe(true);
    expect(isRegistrationExpiryAllowed('2027-01-01', undefined, lateOn10May)).toBe(true);
    expect(isRegistrationExpiryAllowed('2026-05-10', undefined, earlyOn11May)).toBe(false);
    expect(isRegistrationExpiryAllowed('2026-05-09', null, lateOn10May)).toBe(false);
  });

  it('should allow a past date left as it was stored, so an expired partner can save other fields', () => {
    expect(isRegistrationExpiryAllowed('2020-01-01', '2020-01-01', earlyOn11May)).toBe(true);
    expect(isRegistrationExpiryAllowed('2020-01-02', '2020-01-01', earlyOn11May)).toBe(false);
  });

  it('should allow no date at all', () => {
    expect(isRegistrationExpiryAllowed('', '2020-01-01', earlyOn11May)).toBe(true);
    expect(isRegistrationExpiryAllowed(null, undefined, earlyOn11May)).toBe(true);
  });
});

describe('lacksRestrictionReason', () => {
  it('should flag a RESTRICTED partner with no reason, and nothing else', () => {
    expect(lacksRestrictionReason({ status: 'RESTRICTED', restrictedReasonType: '' })).toBe(true);
    expect(lacksRestrictionReason({ status: 'RESTRICTED' })).toBe(true);
    expect(lacksRestrictionReason({ status: 'RESTRICTED', restrictedReasonType: 'LICENCE_EXPIRED' })).toBe(
      false,
    );
    for (const status of PARTNER_STATUSES.filter((status) => status !== 'RESTRICTED')) {
      expect(lacksRestrictionReason({ status, restrictedReasonType: '' })).toBe(false);
    }
    expect(lacksRestrictionReason({})).toBe(false);
  });
});

describe('isRestrictedForOverdueInvoice', () => {
  it('should hold only for RESTRICTED with the reason INVOICE_OVERDUE', () => {
    expect(
      isRestrictedForOverdueInvoice({ status: 'RESTRICTED', restrictedReasonType: 'INVOICE_OVERDUE' }),
    ).toBe(true);
    expect(
      isRestrictedForOverdueInvoice({ status: 'RESTRICTED', restrictedReasonType: 'LICENCE_EXPIRED' }),
    ).toBe(false);
    expect(
      isRestrictedForOverdueInvoice({ status: 'VERIFIED', restrictedReasonType: 'INVOICE_OVERDUE' }),
    ).toBe(false);
  });
});
