import { describe, expect, it } from 'vitest';

import { shifts } from '../../i18n/locales/en/shifts';

import { moveSuccess, moveSuccessKey } from './move-success';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], shifts);

describe('toast after a shift move', () => {
  it("should tell an administrator cancelling a partner's claim that the partner's claim was canceled", () => {
    const key = moveSuccessKey({ kind: 'cancelClaim', reason: 'Sick' }, 'administrator');
    expect(text(key)).toBe("The partner's claim on request #{{ref}} was canceled.");
  });

  it('should tell a partner giving up a shift that their claim was canceled', () => {
    expect(text(moveSuccessKey({ kind: 'cancelClaim', reason: 'Sick' }, 'partner'))).toBe(
      'Your claim on request #{{ref}} was canceled.',
    );
  });

  it('should tell an administrator claiming for a partner that the request was assigned', () => {
    expect(moveSuccessKey({ kind: 'claim', partnerId: 'p-1' }, 'administrator')).toBe('flash.assigned');
    expect(moveSuccessKey({ kind: 'claim' }, 'partner')).toBe('flash.claimed');
  });
});

describe('toast after a late claim cancellation', () => {
  const cost = {
    totalCost: 12000,
    companyCommission: 2400,
    employeeEarnings: 9600,
    currency: 'EUR' as const,
  };
  const cancelClaim = { kind: 'cancelClaim' as const, reason: 'Sick' };

  it('should name the penalty when the cancellation came after the claim deadline (shift ABANDONED)', () => {
    const done = moveSuccess(cancelClaim, 'partner', { status: 'ABANDONED', cost });
    expect(done).toEqual({ key: 'flash.claimCanceledPenalty', penalty: 2400 });
    expect(text(done.key)).toContain('{{amount}}');
    expect(moveSuccess(cancelClaim, 'administrator', { status: 'ABANDONED', cost }).key).toBe(
      'flash.partnerClaimCanceledPenalty',
    );
  });

  it('should name no penalty before the deadline (shift open again) or for other moves', () => {
    expect(moveSuccess(cancelClaim, 'partner', { status: 'VERIFIED', cost })).toEqual({
      key: 'flash.claimCanceled',
    });
    expect(moveSuccess({ kind: 'claim' }, 'partner', { status: 'CLAIMED', cost }).penalty).toBeUndefined();
  });
});
