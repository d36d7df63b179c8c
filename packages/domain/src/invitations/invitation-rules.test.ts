import { describe, expect, it } from 'vitest';

import { ConflictError } from '../errors';

import { candidateScore, cityDistanceKm, reliabilityCounts } from './candidate-score';
import {
  assertInvitationOpen,
  assertMayWithdraw,
  claimedViaOf,
  INVITATION_STATUSES,
  invitationExpiry,
  invitationStatusAt,
  mayInviteAgain,
  mayWithdraw,
} from './invitation-rules';

describe('invitations', () => {
  it('should expire 12 hours after sending, or at the claim deadline when that is sooner', () => {
    expect(invitationExpiry('2026-05-10T09:00:00Z', '2026-05-12T05:00:00Z')).toBe('2026-05-10T21:00:00.000Z');
    expect(invitationExpiry('2026-05-10T09:00:00Z', '2026-05-10T10:00:00Z')).toBe('2026-05-10T10:00:00.000Z');
  });

  it('should read a sent invitation past its expiry as EXPIRED, and keep the others', () => {
    const sent = { status: 'SENT' as const, expiresAt: '2026-05-10T10:00:00Z' };
    expect(invitationStatusAt(sent, '2026-05-10T09:59:59Z')).toBe('SENT');
    expect(invitationStatusAt(sent, '2026-05-10T10:00:00Z')).toBe('EXPIRED');
    expect(invitationStatusAt({ ...sent, status: 'TAKEN' }, '2026-05-10T09:00:00Z')).toBe('TAKEN');
  });

  it('should refuse an answer to an invitation that is no longer open, with its code', () => {
    expect(() => assertInvitationOpen('SENT')).not.toThrow();
    for (const [status, code] of [
      ['TAKEN', 'INVITATION_TAKEN'],
      ['EXPIRED', 'INVITATION_EXPIRED'],
      ['ACCEPTED', 'INVITATION_ACCEPTED'],
    ] as const) {
      try {
        assertInvitationOpen(status);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConflictError);
        expect((error as ConflictError).code).toBe(code);
      }
    }
  });

  it('should invite again only after a closed invitation', () => {
    expect(mayInviteAgain(undefined)).toBe(true);
    expect(mayInviteAgain('SENT')).toBe(false);
    expect(mayInviteAgain('ACCEPTED')).toBe(false);
    expect(mayInviteAgain('DECLINED')).toBe(true);
    expect(mayInviteAgain('EXPIRED')).toBe(true);
  });

  it('should record a waitlist claim as WAITLIST and a ranked one as INVITATION', () => {
    expect(claimedViaOf('WAITLIST')).toBe('WAITLIST');
    expect(claimedViaOf('RANKED')).toBe('INVITATION');
  });

  it('should let only a pending invitation be withdrawn, and say to the organisation why not', () => {
    expect(INVITATION_STATUSES.filter(mayWithdraw)).toEqual(['SENT']);
    expect(() => assertMayWithdraw('SENT')).not.toThrow();
    const refusals = {
      ACCEPTED: ['INVITATION_ACCEPTED_BY_PARTNER', /partner has already accepted/u],
      DECLINED: ['INVITATION_DECLINED_BY_PARTNER', /partner has already declined/u],
      TAKEN: ['INVITATION_TAKEN', /Another partner/u],
      EXPIRED: ['INVITATION_EXPIRED', /expired/u],
      WITHDRAWN: ['INVITATION_WITHDRAWN', /withdrawn/u],
    } as const;
    for (const [status, [code, message]] of Object.entries(refusals)) {
      const refusal = (() => {
        try {
          assertMayWithdraw(status as keyof typeof refusals);
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(refusal, status).toBeInstanceOf(ConflictError);
      expect((refusal as ConflictError).code).toBe(code);
      expect((refusal as ConflictError).message).toMatch(message);
    }
    // A sent invitation past its expiry is no longer pending.
    const sent = { status: 'SENT' as const, expiresAt: '2026-05-10T10:00:00Z' };
    expect(mayWithdraw(invitationStatusAt(sent, '2026-05-10T10:00:00Z'))).toBe(false);
  });

  it('should refuse to accept a withdrawn invitation, and allow inviting the partner again', () => {
    expect(() => assertInvitationOpen('WITHDRAWN')).toThrow(/withdrawn/u);
    expect(mayInviteAgain('WITHDRAWN')).toBe(true);
  });
});

describe('the score', () => {
  const base = {
    partnerId: 'p',
    favourite: false,
    workedHereCount: 0,
    rating: null,
    ratingCount: 0,
    lateCancellations: 0,
    noShows: 0,
    distanceKm: null,
  };

  it('should give neutral points to the unknown and cap each part', () => {
    expect(candidateScore(base)).toEqual({
      total: 35,
      parts: { favourite: 0, workedHere: 0, rating: 10, reliability: 20, distance: 5 },
    });
    const capped = candidateScore({ ...base, workedHereCount: 40, noShows: 5, distanceKm: 400 });
    expect(capped.parts).toMatchObject({ workedHere: 20, reliability: 0, distance: 0 });
  });

  it('should count only the penalties of the last 90 days', () => {
    const now = '2026-05-10T00:00:00Z';
    expect(
      reliabilityCounts(
        [
          { kind: 'NO_SHOW', createdAt: '2026-02-08T23:59:59Z' },
          { kind: 'NO_SHOW', createdAt: '2026-02-10T00:00:00Z' },
          { kind: 'LATE_CLAIM_CANCELLATION', createdAt: '2026-05-01T00:00:00Z' },
        ],
        now,
      ),
    ).toEqual({ lateCancellations: 1, noShows: 1 });
  });

  it('should measure city to city in whole km, unknown cities as null', () => {
    expect(cityDistanceKm('NICOSIA', 'NICOSIA')).toBe(0);
    expect(cityDistanceKm('NICOSIA', 'LIMASSOL')).toBeGreaterThan(55);
    expect(cityDistanceKm('NICOSIA', 'LIMASSOL')).toBeLessThan(70);
    expect(cityDistanceKm(undefined, 'LIMASSOL')).toBeNull();
  });
});
