import { describe, expect, it } from 'vitest';

import { guidanceNeedsInvoices, partnerStandingGuidance } from './standing-guidance';

const NOW = '2026-12-04T10:00:00Z';

describe('partnerStandingGuidance', () => {
  it('should have nothing to say to a VERIFIED partner', () => {
    expect(partnerStandingGuidance({ status: 'VERIFIED' }, [], NOW)).toBeNull();
  });

  it('should name the day an expired licence expired and ask for the renewed licence', () => {
    const partner = {
      status: 'RESTRICTED' as const,
      restrictedReasonType: 'LICENCE_EXPIRED' as const,
      registrationExpirationDate: '2026-11-30',
    };
    expect(partnerStandingGuidance(partner, [], NOW)).toEqual({
      status: 'RESTRICTED',
      problem: 'LICENCE_EXPIRED',
      licenceExpiredOn: '2026-11-30',
      overdueInvoices: [],
      steps: ['UPLOAD_RENEWED_LICENCE', 'WAIT_FOR_LICENCE_CHECK'],
    });
    // Restricted by an administrator before the day: the day is not called past.
    const early = { ...partner, registrationExpirationDate: '2026-12-31' };
    expect(partnerStandingGuidance(early, [], NOW)?.licenceExpiredOn).toBeNull();
  });

  it('should list the overdue invoices, oldest due first, and ask to pay them', () => {
    const partner = { status: 'RESTRICTED' as const, restrictedReasonType: 'INVOICE_OVERDUE' as const };
    expect(guidanceNeedsInvoices(partner)).toBe(true);
    const guidance = partnerStandingGuidance(
      partner,
      [
        { id: 'b', ref: 12, dueDate: '2026-11-20' },
        { id: 'a', ref: 9, dueDate: '2026-11-01' },
      ],
      NOW,
    );
    expect(guidance).toMatchObject({ problem: 'INVOICE_OVERDUE', steps: ['PAY_OVERDUE_INVOICES'] });
    expect(guidance?.overdueInvoices.map((invoice) => invoice.ref)).toEqual([9, 12]);
  });

  it('should tell a PENDING partner to upload the documents and wait for the review', () => {
    expect(partnerStandingGuidance({ status: 'PENDING' }, [], NOW)).toMatchObject({
      problem: 'PENDING_REVIEW',
      steps: ['UPLOAD_DOCUMENTS', 'WAIT_FOR_REVIEW'],
    });
    expect(guidanceNeedsInvoices({ status: 'PENDING' })).toBe(false);
  });

  it('should send a partner restricted without a known reason to support', () => {
    expect(partnerStandingGuidance({ status: 'RESTRICTED' }, [], NOW)).toMatchObject({
      problem: 'NOT_VERIFIED',
      steps: ['CONTACT_SUPPORT'],
    });
  });
});
