import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkClaimEligibility, type ClaimEligibilityInput } from './claim-eligibility';
import {
  canMarkPartnerFromShift,
  favouritesOnlyUntil,
  isInEarlyAccess,
  isOfferedToPartner,
  NO_PARTNER_MARKS,
  offerRefusal,
  partnerMarksOf,
} from './favourites-access';
import { markChange } from './partner-marks';

const posted = '2026-05-01T10:00:00.000Z';
const marks = (blocking: string[] = [], favourites: string[] = []) => ({
  blockingClientIds: new Set(blocking),
  favouriteOfClientIds: new Set(favourites),
});

describe('favouritesOnlyUntil and isInEarlyAccess', () => {
  it('should hold the window until, but not at, posting plus its hours', () => {
    const until = favouritesOnlyUntil(posted, 2);
    expect(until).toBe('2026-05-01T12:00:00.000Z');
    expect(isInEarlyAccess(until, '2026-05-01T11:59:59.999Z')).toBe(true);
    expect(isInEarlyAccess(until, '2026-05-01T12:00:00.000Z')).toBe(false);
    expect(isInEarlyAccess(until, '2026-05-01T12:00:00.001Z')).toBe(false);
  });

  it('should have no window when the setting is 0', () => {
    expect(favouritesOnlyUntil(posted, 0)).toBeNull();
    expect(isInEarlyAccess(null, posted)).toBe(false);
    expect(isInEarlyAccess(undefined, posted)).toBe(false);
  });
});

describe('isOfferedToPartner', () => {
  const shift = { clientId: 'c-1', favouritesOnlyUntil: '2026-05-01T12:00:00.000Z' };

  it('should never offer a shift of an organisation that blocked the partner, favourite or not', () => {
    expect(isOfferedToPartner(shift, marks(['c-1'], ['c-1']), '2026-05-02T00:00:00.000Z')).toBe(false);
    expect(offerRefusal(shift, marks(['c-1']), posted)).toBe('BLOCKED_BY_CLIENT');
  });

  it("should offer another organisation's shift to a partner blocked elsewhere", () => {
    expect(isOfferedToPartner({ clientId: 'c-2' }, marks(['c-1']), posted)).toBe(true);
  });

  it('should offer a new shift only to favourites during early access, then to everyone', () => {
    const during = '2026-05-01T11:59:59.999Z';
    const after = '2026-05-01T12:00:00.000Z';
    expect(isOfferedToPartner(shift, marks([], ['c-1']), during)).toBe(true);
    expect(isOfferedToPartner(shift, NO_PARTNER_MARKS, during)).toBe(false);
    expect(offerRefusal(shift, marks([], ['c-2']), during)).toBe('FAVOURITES_FIRST');
    expect(isOfferedToPartner(shift, NO_PARTNER_MARKS, after)).toBe(true);
    expect(isOfferedToPartner({ clientId: 'c-1', favouritesOnlyUntil: null }, NO_PARTNER_MARKS, posted)).toBe(
      true,
    );
  });

  it('should build the one-organisation marks a claim reads', () => {
    expect(partnerMarksOf('c-1', { favourite: true, blocked: false })).toEqual(marks([], ['c-1']));
    expect(partnerMarksOf('c-1', { favourite: false, blocked: true })).toEqual(marks(['c-1']));
  });
});

const clients = ['c-1', 'c-2', 'c-3'];
const now = '2026-05-03T00:00:00.000Z';
const arbitraryShift = fc.record({
  clientId: fc.constantFrom(...clients),
  postedHoursAgo: fc.integer({ min: 0, max: 48 }),
  window: fc.integer({ min: 0, max: 4 }),
});
type ArbitraryShift = { clientId: string; postedHoursAgo: number; window: number };
const offeredOf = (s: ArbitraryShift) => ({
  clientId: s.clientId,
  favouritesOnlyUntil: favouritesOnlyUntil(Date.parse(now) - s.postedHoursAgo * 3_600_000, s.window),
});

describe('adding a block (property)', () => {
  it('should never make a shift visible in Find a shift', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryShift),
        fc.subarray(clients),
        fc.subarray(clients),
        fc.constantFrom(...clients),
        (shifts, blocking, favourites, extra) => {
          const visible = (blocks: string[]) =>
            shifts.filter((s) => isOfferedToPartner(offeredOf(s), marks(blocks, favourites), now));
          const before = visible(blocking);
          const after = visible([...blocking, extra]);
          expect(after.every((s) => before.includes(s))).toBe(true);
          expect(after.some((s) => s.clientId === extra)).toBe(false);
        },
      ),
    );
  });

  it('should never add a candidate who may claim or be assigned a shift', () => {
    const base: Omit<ClaimEligibilityInput, 'offer'> = {
      partner: { status: 'VERIFIED', positionIds: ['nurse'], weeklyShiftLimit: null },
      shift: {
        status: 'VERIFIED',
        positionId: 'nurse',
        startDate: '2026-05-04T05:00:00Z',
        endDate: '2026-05-04T13:00:00Z',
        deadline: '2026-05-04T04:00:00Z',
      },
      partnerClaimedShifts: [],
      mandatoryRestHours: 8,
      now,
    };
    fc.assert(
      fc.property(
        arbitraryShift,
        fc.array(fc.record({ blocking: fc.subarray(clients), favourites: fc.subarray(clients) })),
        fc.constantFrom(...clients),
        (shift, candidates, extra) => {
          const eligible = (added: string[]) =>
            candidates.filter(
              (c) =>
                checkClaimEligibility({
                  ...base,
                  offer: { ...offeredOf(shift), marks: marks([...c.blocking, ...added], c.favourites) },
                }).ok,
            );
          const before = eligible([]);
          const after = eligible([extra]);
          expect(after.every((c) => before.includes(c))).toBe(true);
          if (extra === shift.clientId) expect(after).toEqual([]);
        },
      ),
    );
  });
});

describe('canMarkPartnerFromShift', () => {
  it('should offer the marks once the partner worked the shift or did not show up', () => {
    const endDate = '2026-05-01T16:00:00.000Z';
    const at = (status: string, now = '2026-05-01T15:59:59.999Z') =>
      canMarkPartnerFromShift({ status: status as never, endDate }, now);
    expect(['FINISHED', 'COMPLETED', 'NO_SHOW'].every((s) => at(s))).toBe(true);
    expect(['VERIFIED', 'CLAIMED', 'CANCELED', 'PENDING'].some((s) => at(s))).toBe(false);
    expect(at('CLAIMED', endDate)).toBe(true);
  });
});

describe('markChange', () => {
  it('should remove the favourite when the partner is blocked, and refuse to favourite a blocked partner', () => {
    expect(markChange('BLOCK', { favourite: true, blocked: false })).toEqual({
      add: 'BLOCK',
      remove: 'FAVOURITE',
    });
    expect(markChange('BLOCK', { favourite: false, blocked: false })).toEqual({ add: 'BLOCK' });
    expect(markChange('FAVOURITE', { favourite: false, blocked: false })).toEqual({ add: 'FAVOURITE' });
    expect(() => markChange('FAVOURITE', { favourite: false, blocked: true })).toThrow(/Do not send again/);
  });
});
