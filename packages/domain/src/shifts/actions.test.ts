import { describe, expect, it } from 'vitest';

import { ConflictError, NotAllowedError, ShiftAlreadyClaimedError } from '../errors';
import type { Viewer } from '../permissions/viewer';

import {
  assertShiftAction,
  noShowHeldBack,
  reviewBadge,
  type ShiftForActions,
  shiftActions,
} from './actions';
import { SHIFT_STATUSES, type ShiftStatus } from './status';

const base: ShiftForActions = {
  status: 'CLAIMED',
  startDate: '2026-05-10T07:00:00Z',
  endDate: '2026-05-10T15:00:00Z',
  deadline: '2026-05-09T07:00:00Z',
  clientId: 'c1',
  claimedBy: 'p1',
};
const BEFORE_DEADLINE = '2026-05-08T10:00:00Z';
const AFTER_DEADLINE = '2026-05-09T12:00:00Z';
const STARTED = '2026-05-10T10:00:00Z';
const ENDED = '2026-05-10T16:00:00Z';

const admin: Viewer = { role: 'SYSTEM_USER', userId: 'a1' };
const client: Viewer = { role: 'CLIENT', userId: 'u1', clientId: 'c1' };
const owner: Viewer = { role: 'OWNER', userId: 'u0', clientId: 'c1' };
const otherClient: Viewer = { role: 'CLIENT', userId: 'u2', clientId: 'c2' };
const claimant: Viewer = { role: 'EMPLOYEE', userId: 'p1' };
const otherPartner: Viewer = { role: 'EMPLOYEE', userId: 'p2' };
const nobody: Viewer = {};

function actions(viewer: Viewer, now: string, shift: Partial<ShiftForActions> = {}) {
  return shiftActions({ shift: { ...base, ...shift }, viewer, now });
}

describe('shiftActions › verify', () => {
  it('should never offer verify', () => {
    for (const viewer of [admin, client, claimant]) {
      for (const status of SHIFT_STATUSES)
        expect(actions(viewer, BEFORE_DEADLINE, { status }).verify).toBe(false);
    }
  });
});

describe('shiftActions › cancel', () => {
  it('should offer cancel before the start to administrators and the own client for PENDING, VERIFIED and CLAIMED', () => {
    for (const status of SHIFT_STATUSES) {
      const expected = ['PENDING', 'VERIFIED', 'CLAIMED'].includes(status);
      expect(actions(admin, BEFORE_DEADLINE, { status }).cancel).toBe(expected);
      expect(actions(client, BEFORE_DEADLINE, { status }).cancel).toBe(expected);
      expect(actions(owner, BEFORE_DEADLINE, { status }).cancel).toBe(expected);
    }
  });

  it('should never offer cancel to partners, another client or a viewer without a role', () => {
    for (const viewer of [claimant, otherPartner, otherClient, nobody]) {
      expect(actions(viewer, BEFORE_DEADLINE, { status: 'VERIFIED' }).cancel).toBe(false);
    }
  });

  it('should offer cancel after the start only to an administrator and only when VERIFIED', () => {
    expect(actions(admin, STARTED, { status: 'VERIFIED' }).cancel).toBe(true);
    expect(actions(admin, STARTED, { status: 'CLAIMED' }).cancel).toBe(false);
    expect(actions(client, STARTED, { status: 'VERIFIED' }).cancel).toBe(false);
  });
});

describe('shiftActions › update', () => {
  it('should let an administrator and the own organisation change a PENDING or VERIFIED shift before it starts', () => {
    for (const viewer of [admin, client, owner]) {
      expect(actions(viewer, BEFORE_DEADLINE, { status: 'VERIFIED' }).update).toBe(true);
      expect(actions(viewer, AFTER_DEADLINE, { status: 'PENDING' }).update).toBe(true);
    }
  });

  it('should refuse another organisation, partners and anyone once the shift is held or started', () => {
    for (const viewer of [otherClient, claimant, otherPartner, nobody]) {
      expect(actions(viewer, BEFORE_DEADLINE, { status: 'VERIFIED' }).update).toBe(false);
    }
    expect(actions(admin, BEFORE_DEADLINE, { status: 'CLAIMED', claimedBy: 'p1' }).update).toBe(false);
    expect(actions(admin, STARTED, { status: 'VERIFIED' }).update).toBe(false);
  });
});

describe('shiftActions › cancel claim', () => {
  it('should offer cancel claim on a CLAIMED shift not yet started to the claiming partner and administrators', () => {
    expect(actions(claimant, AFTER_DEADLINE).cancelClaim).toBe(true);
    expect(actions(admin, AFTER_DEADLINE).cancelClaim).toBe(true);
    expect(actions(otherPartner, AFTER_DEADLINE).cancelClaim).toBe(false);
    expect(actions(client, AFTER_DEADLINE).cancelClaim).toBe(false);
    expect(actions(claimant, STARTED).cancelClaim).toBe(false);
    expect(actions(claimant, BEFORE_DEADLINE, { status: 'VERIFIED' }).cancelClaim).toBe(false);
  });

  it('should warn of the commission penalty only from the claim deadline on', () => {
    expect(actions(claimant, BEFORE_DEADLINE).cancelClaimPenalty).toBe(false);
    expect(actions(claimant, AFTER_DEADLINE).cancelClaimPenalty).toBe(true);
    expect(actions(claimant, base.deadline).cancelClaimPenalty).toBe(true);
  });
});

describe('shiftActions › claim or assign', () => {
  const open = { status: 'VERIFIED' as const, claimedBy: null };

  it('should offer claim to partners and assign to administrators on an open shift before its deadline', () => {
    expect(actions(otherPartner, BEFORE_DEADLINE, open).claim).toBe(true);
    expect(actions(admin, BEFORE_DEADLINE, open).claim).toBe(true);
  });

  it('should never offer claim to clients', () => {
    expect(actions(client, BEFORE_DEADLINE, open).claim).toBe(false);
    expect(actions(owner, BEFORE_DEADLINE, open).claim).toBe(false);
  });

  it('should close claims at the claim deadline and for any status but VERIFIED', () => {
    expect(actions(otherPartner, AFTER_DEADLINE, open).claim).toBe(false);
    expect(actions(admin, STARTED, open).claim).toBe(false);
    expect(actions(otherPartner, BEFORE_DEADLINE, { status: 'CLAIMED' }).claim).toBe(false);
  });

  it('should allow a claim up to, not at, a deadline equal to the start', () => {
    const sameDeadline = { ...open, deadline: base.startDate };
    expect(actions(otherPartner, '2026-05-10T06:59:00Z', sameDeadline).claim).toBe(true);
    expect(actions(otherPartner, base.startDate, sameDeadline).claim).toBe(false);
  });
});

describe('shiftActions › no-show', () => {
  it('should offer no-show on a started CLAIMED shift to administrators and the own client, with the penalty', () => {
    expect(actions(admin, STARTED)).toMatchObject({ noShow: true, noShowPenalty: true });
    expect(actions(client, STARTED)).toMatchObject({ noShow: true, noShowPenalty: true });
    expect(actions(otherClient, STARTED).noShow).toBe(false);
    expect(actions(claimant, STARTED).noShow).toBe(false);
  });

  it('should not offer no-show before the start', () => {
    expect(actions(admin, AFTER_DEADLINE).noShow).toBe(false);
  });

  it('should offer no-show on a FINISHED shift to administrators only', () => {
    expect(actions(admin, ENDED, { status: 'FINISHED' }).noShow).toBe(true);
    expect(actions(client, ENDED, { status: 'FINISHED' }).noShow).toBe(false);
  });

  it('should not offer no-show on other statuses or on a shift already invoiced', () => {
    for (const status of ['VERIFIED', 'CANCELED', 'COMPLETED', 'NO_SHOW'] as ShiftStatus[]) {
      expect(actions(admin, ENDED, { status }).noShow).toBe(false);
    }
    expect(actions(admin, ENDED, { status: 'FINISHED', invoiceId: 'i1' }).noShow).toBe(false);
  });

  it('should set administrators no time limit: a FINISHED shift of a year ago can still be marked no-show', () => {
    const yearLater = '2027-05-10T16:00:00Z';
    expect(actions(admin, yearLater, { status: 'FINISHED' }).noShow).toBe(true);
    expect(() =>
      assertShiftAction('noShow', { shift: { ...base, status: 'FINISHED' }, viewer: admin, now: yearLater }),
    ).not.toThrow();
  });

  it('should say an invoiced shift is held back from no-show, and nothing otherwise', () => {
    const input = (viewer: Viewer, shift: Partial<ShiftForActions>) => ({
      shift: { ...base, ...shift },
      viewer,
      now: ENDED,
    });
    expect(noShowHeldBack(input(admin, { status: 'FINISHED', invoiceId: 'i1' }))).toBe('invoiced');
    expect(noShowHeldBack(input(client, { invoiceId: 'i1' }))).toBe('invoiced');
    expect(noShowHeldBack(input(admin, { status: 'FINISHED' }))).toBeNull();
    expect(noShowHeldBack(input(client, { status: 'FINISHED', invoiceId: 'i1' }))).toBeNull();
    expect(noShowHeldBack(input(claimant, { invoiceId: 'i1' }))).toBeNull();
  });
});

describe('shiftActions › payment note', () => {
  it('should offer the payment note of a held shift to administrators, the own client and the claiming partner', () => {
    for (const status of ['CLAIMED', 'FINISHED', 'COMPLETED'] as ShiftStatus[]) {
      for (const viewer of [admin, client, claimant])
        expect(actions(viewer, ENDED, { status }).paymentNote).toBe(true);
      for (const viewer of [otherClient, otherPartner, nobody])
        expect(actions(viewer, ENDED, { status }).paymentNote).toBe(false);
    }
    expect(actions(admin, ENDED, { status: 'VERIFIED' }).paymentNote).toBe(false);
    expect(actions(admin, ENDED, { status: 'NO_SHOW' }).paymentNote).toBe(false);
  });
});

describe('shiftActions › reviews', () => {
  it('should offer add review to the own client once a held shift has ended and has no review', () => {
    expect(actions(client, ENDED, { status: 'FINISHED' }).addReview).toBe(true);
    expect(actions(client, ENDED, { status: 'CLAIMED' }).addReview).toBe(true);
    expect(actions(client, STARTED, { status: 'CLAIMED' }).addReview).toBe(false);
    expect(actions(client, ENDED, { status: 'FINISHED', clientReviewId: 'rv1' }).addReview).toBe(false);
    expect(actions(client, ENDED, { status: 'NO_SHOW' }).addReview).toBe(false);
    expect(actions(client, ENDED, { status: 'ABANDONED', claimedBy: null }).addReview).toBe(false);
    expect(actions(admin, ENDED, { status: 'FINISHED' }).addReview).toBe(false);
    expect(actions(otherClient, ENDED, { status: 'FINISHED' }).addReview).toBe(false);
  });

  it('should offer check review when a review exists, to the own client and administrators', () => {
    const reviewed = { status: 'FINISHED' as const, clientReviewId: 'rv1' };
    expect(actions(client, ENDED, reviewed).checkReview).toBe(true);
    expect(actions(admin, ENDED, reviewed).checkReview).toBe(true);
    expect(actions(claimant, ENDED, reviewed).checkReview).toBe(false);
    expect(actions(otherClient, ENDED, reviewed).checkReview).toBe(false);
    expect(actions(admin, ENDED, { status: 'FINISHED' }).checkReview).toBe(false);
  });
});

describe('reviewBadge', () => {
  it('should show "Reviewed" to administrators when a review exists', () => {
    expect(reviewBadge({ shift: { ...base, clientReviewId: 'rv1' }, viewer: admin, now: ENDED })).toBe(
      'REVIEWED',
    );
  });

  it('should show "Pending Review" to administrators when a finished or status-less shift has ended without review', () => {
    expect(reviewBadge({ shift: { ...base, status: 'FINISHED' }, viewer: admin, now: ENDED })).toBe(
      'PENDING_REVIEW',
    );
    expect(reviewBadge({ shift: { ...base, status: null }, viewer: admin, now: ENDED })).toBe(
      'PENDING_REVIEW',
    );
    expect(reviewBadge({ shift: { ...base, status: 'FINISHED' }, viewer: admin, now: STARTED })).toBeNull();
    expect(reviewBadge({ shift: { ...base, status: 'CANCELED' }, viewer: admin, now: ENDED })).toBeNull();
  });

  it('should show no badge to anyone but administrators', () => {
    expect(reviewBadge({ shift: { ...base, clientReviewId: 'rv1' }, viewer: client, now: ENDED })).toBeNull();
  });
});

describe('assertShiftAction', () => {
  it('should refuse with NotAllowedError when role or ownership forbids the action', () => {
    expect(() =>
      assertShiftAction('cancel', { shift: base, viewer: otherClient, now: BEFORE_DEADLINE }),
    ).toThrow(NotAllowedError);
    expect(() =>
      assertShiftAction('cancelClaim', { shift: base, viewer: otherPartner, now: BEFORE_DEADLINE }),
    ).toThrow(NotAllowedError);
  });

  it('should refuse a claim on a taken shift with ShiftAlreadyClaimedError', () => {
    expect(() =>
      assertShiftAction('claim', { shift: base, viewer: otherPartner, now: BEFORE_DEADLINE }),
    ).toThrow(ShiftAlreadyClaimedError);
  });

  it('should refuse an allowed viewer at the wrong time or status with a ConflictError', () => {
    try {
      assertShiftAction('cancelClaim', { shift: base, viewer: claimant, now: STARTED });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as ConflictError).code).toBe('SHIFT_ACTION_UNAVAILABLE');
    }
  });

  it('should pass an allowed action', () => {
    expect(() =>
      assertShiftAction('cancelClaim', { shift: base, viewer: claimant, now: BEFORE_DEADLINE }),
    ).not.toThrow();
  });
});
