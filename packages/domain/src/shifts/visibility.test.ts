import { describe, expect, it } from 'vitest';

import { canSeeShift, goneReason, needsPartnerPositions } from './visibility';

const shift = { clientId: 'c-1', positionId: 'nurse', status: 'VERIFIED' as const, claimedBy: null };
const positions = (ids: string[]) => () => ids;

describe('canSeeShift', () => {
  it('should let an administrator see every shift', () => {
    expect(canSeeShift({ role: 'SYSTEM_USER', userId: 'a' }, shift, positions([]))).toBe(true);
  });

  it("should let client users see only their own organisation's shifts", () => {
    expect(canSeeShift({ role: 'CLIENT', userId: 'u', clientId: 'c-1' }, shift, positions([]))).toBe(true);
    expect(canSeeShift({ role: 'OWNER', userId: 'u', clientId: 'c-2' }, shift, positions([]))).toBe(false);
  });

  it('should let a partner see an open shift of one of its positions only', () => {
    const partner = { role: 'EMPLOYEE' as const, userId: 'p-1' };
    expect(canSeeShift(partner, shift, positions(['nurse']))).toBe(true);
    expect(canSeeShift(partner, shift, positions(['carer']))).toBe(false);
    expect(canSeeShift(partner, { ...shift, status: 'CANCELED' }, positions(['nurse']))).toBe(false);
  });

  it('should let a partner see a shift it holds, and not one another partner holds', () => {
    const held = { ...shift, status: 'CLAIMED' as const, claimedBy: 'p-1' };
    expect(canSeeShift({ role: 'EMPLOYEE', userId: 'p-1' }, held, positions([]))).toBe(true);
    expect(canSeeShift({ role: 'EMPLOYEE', userId: 'p-2' }, held, positions(['nurse']))).toBe(false);
  });

  it('should refuse a viewer without a role', () => {
    expect(canSeeShift({ userId: 'x' }, shift, positions(['nurse']))).toBe(false);
  });
});

describe('needsPartnerPositions', () => {
  it('should ask for the positions only for a partner looking at an open shift it does not hold', () => {
    expect(needsPartnerPositions({ role: 'EMPLOYEE', userId: 'p-1' }, shift)).toBe(true);
    expect(needsPartnerPositions({ role: 'EMPLOYEE', userId: 'p-1' }, { ...shift, claimedBy: 'p-1' })).toBe(
      false,
    );
    expect(needsPartnerPositions({ role: 'SYSTEM_USER', userId: 'a' }, shift)).toBe(false);
  });
});

describe('goneReason', () => {
  const partner = { role: 'EMPLOYEE' as const, userId: 'p1' };
  const open = { clientId: 'c1', positionId: 'nurse', status: 'VERIFIED' as const };

  it('should say a shift of the partner’s position was cancelled, or taken by another partner', () => {
    expect(goneReason(partner, { ...open, status: 'CANCELED' }, ['nurse'])).toBe('cancelled');
    expect(goneReason(partner, { ...open, status: 'CLAIMED', claimedBy: 'p2' }, ['nurse'])).toBe('taken');
  });

  it('should give no reason for another position, an abandoned shift, the partner’s own shift or another role', () => {
    expect(goneReason(partner, { ...open, status: 'CANCELED' }, ['carer'])).toBeNull();
    expect(goneReason(partner, { ...open, status: 'ABANDONED' }, ['nurse'])).toBeNull();
    expect(goneReason(partner, { ...open, status: 'CLAIMED', claimedBy: 'p1' }, ['nurse'])).toBeNull();
    expect(
      goneReason({ role: 'CLIENT', userId: 'u1' }, { ...open, status: 'CANCELED' }, ['nurse']),
    ).toBeNull();
  });
});
