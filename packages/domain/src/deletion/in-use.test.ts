import { describe, expect, it } from 'vitest';

import { partnerDeletion, positionDeletion } from './in-use';

describe('deleting what is in use (issue 32 item 13)', () => {
  it('should refuse to delete a position open shifts use, and allow it otherwise', () => {
    expect(positionDeletion({ openShifts: 1, organisations: 0, partners: 0 })).toBe('refused');
    expect(positionDeletion({ openShifts: 0, organisations: 3, partners: 12 })).toBe('allowed');
  });

  it('should refuse to delete a partner with shifts to work or unpaid invoices', () => {
    expect(partnerDeletion({ claimedShifts: 1, pendingInvoices: 0 })).toBe('refused');
    expect(partnerDeletion({ claimedShifts: 0, pendingInvoices: 2 })).toBe('refused');
    expect(partnerDeletion({ claimedShifts: 0, pendingInvoices: 0 })).toBe('allowed');
  });
});
