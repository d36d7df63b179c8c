import { describe, expect, it } from 'vitest';

import {
  fillFigures,
  fillRateRange,
  fillRateReport,
  isFilledShift,
  isPostedShift,
  percentile,
  sharePercent,
  timeToFillMinutes,
} from './fill-rate';
import type { FillFacts } from './fill-rate';

const START = '2031-06-10T06:00:00.000Z';
const POSTED = '2031-06-09T06:00:00.000Z';
const minutesAfterPosting = (minutes: number) =>
  new Date(Date.parse(POSTED) + minutes * 60_000).toISOString();

function shift(overrides: Partial<FillFacts> = {}): FillFacts {
  return {
    positionId: 'REGISTERED_NURSE',
    status: 'VERIFIED',
    createdAt: POSTED,
    startDate: START,
    updatedAt: POSTED,
    ...overrides,
  };
}
const filled = (minutes: number, overrides: Partial<FillFacts> = {}) =>
  shift({ status: 'FINISHED', claimedAt: minutesAfterPosting(minutes), ...overrides });

describe('percentile (linear interpolation between closest ranks, R-7)', () => {
  it('should be undefined for no values and the value itself for one', () => {
    expect(percentile([], 50)).toBeUndefined();
    expect(percentile([42], 50)).toBe(42);
    expect(percentile([42], 90)).toBe(42);
  });

  it('should give the usual median: the middle value, or the mean of the two middle ones', () => {
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 50)).toBe(25);
  });

  it('should interpolate p90 between ranks (n = 11 lands on a value, n = 10 between two)', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i * 10); // 0 … 100
    expect(percentile(eleven, 90)).toBe(90);
    const ten = Array.from({ length: 10 }, (_, i) => (i + 1) * 10); // 10 … 100: rank 8.1
    expect(percentile(ten, 90)).toBeCloseTo(91, 10);
  });

  it('should handle ties: equal values give that value whatever the order', () => {
    expect(percentile([5, 5, 5, 5], 50)).toBe(5);
    expect(percentile([5, 5, 5, 5], 90)).toBe(5);
    expect(percentile([1, 7, 7, 7, 9], 50)).toBe(7);
    expect(percentile([9, 7, 1, 7, 7], 50)).toBe(7);
  });

  it('should give the minimum at p0 and the maximum at p100, and not change its input', () => {
    const values = [3, 1, 2];
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(3);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('posted and filled', () => {
  it('should count open, claimed, worked, abandoned and no-show shifts as posted; not PENDING', () => {
    for (const status of ['VERIFIED', 'CLAIMED', 'FINISHED', 'COMPLETED', 'ABANDONED', 'NO_SHOW'] as const) {
      expect(isPostedShift(shift({ status }))).toBe(true);
    }
    expect(isPostedShift(shift({ status: 'PENDING' }))).toBe(false);
  });

  it('should leave out a shift created at or after its start (a record of past work)', () => {
    expect(isPostedShift(filled(0, { createdAt: START, claimedAt: START }))).toBe(false);
    expect(isFilledShift(filled(0, { createdAt: START, claimedAt: START }))).toBe(false);
    expect(fillFigures([filled(0, { createdAt: '2031-06-11T06:00:00.000Z' })]).posted).toBe(0);
  });

  it('should leave out a shift cancelled before its start, and count one cancelled at or after it', () => {
    expect(isPostedShift(shift({ status: 'CANCELED', updatedAt: '2031-06-10T05:59:59.000Z' }))).toBe(false);
    expect(isPostedShift(shift({ status: 'CANCELED', updatedAt: START }))).toBe(true);
    expect(isFilledShift(shift({ status: 'CANCELED', updatedAt: START, claimedAt: POSTED }))).toBe(false);
  });

  it('should count as filled a held or no-show shift claimed at or before its start', () => {
    expect(isFilledShift(filled(10, { status: 'CLAIMED' }))).toBe(true);
    expect(isFilledShift(filled(10, { status: 'COMPLETED' }))).toBe(true);
    expect(isFilledShift(filled(10, { status: 'NO_SHOW' }))).toBe(true);
    expect(isFilledShift(shift({ status: 'FINISHED', claimedAt: START }))).toBe(true);
  });

  it('should not count as filled a late-abandoned claim, an unclaimed shift or a claim after the start', () => {
    expect(isFilledShift(filled(10, { status: 'ABANDONED' }))).toBe(false);
    expect(isFilledShift(shift({ status: 'VERIFIED' }))).toBe(false);
    expect(isFilledShift(shift({ status: 'CLAIMED' }))).toBe(false);
    expect(isFilledShift(shift({ status: 'CLAIMED', claimedAt: '2031-06-10T06:00:01.000Z' }))).toBe(false);
  });

  it('should measure time to fill from posting to the claim, never below 0', () => {
    expect(timeToFillMinutes(filled(90))).toBe(90);
    expect(timeToFillMinutes(filled(-5))).toBe(0);
    expect(timeToFillMinutes(shift())).toBeUndefined();
  });
});

describe('fillFigures', () => {
  it('should give zeros and nulls (never NaN) for no shifts or only withdrawn ones', () => {
    const empty = {
      posted: 0,
      filled: 0,
      fillRatePercent: null,
      medianMinutes: null,
      p90Minutes: null,
      invited: 0,
      invitedSharePercent: null,
      boosted: 0,
      boostedSharePercent: null,
      boostedFilled: 0,
      boostedFillRatePercent: null,
    };
    expect(fillFigures([])).toEqual(empty);
    expect(fillFigures([shift({ status: 'PENDING' }), shift({ status: 'CANCELED' })])).toEqual(empty);
  });

  it('should give 0 % and no times when nothing posted was filled', () => {
    const figures = fillFigures([shift(), shift({ status: 'ABANDONED' })]);
    expect(figures).toMatchObject({ posted: 2, filled: 0, fillRatePercent: 0, medianMinutes: null });
  });

  it('should compute the rate, the times and the shares of a mixed set', () => {
    const figures = fillFigures([
      filled(60, { claimedVia: 'INVITATION' }),
      filled(120, { claimedVia: 'WAITLIST', boostedAt: minutesAfterPosting(30) }),
      filled(180),
      filled(240, { status: 'CLAIMED', boostedAt: minutesAfterPosting(10) }),
      shift({ status: 'ABANDONED', boostedAt: minutesAfterPosting(20) }),
      shift({ status: 'VERIFIED' }),
      shift({ status: 'CANCELED' }), // withdrawn before the start: not posted
      shift({ status: 'PENDING' }), // never offered
    ]);
    expect(figures).toEqual({
      posted: 6,
      filled: 4,
      fillRatePercent: 66.7,
      medianMinutes: 150,
      p90Minutes: 222, // rank 2.7 of 60, 120, 180, 240
      invited: 2,
      invitedSharePercent: 50,
      boosted: 3,
      boostedSharePercent: 50,
      boostedFilled: 2,
      boostedFillRatePercent: 66.7,
    });
  });

  it('should not count a boost made after the start', () => {
    expect(fillFigures([filled(10, { boostedAt: '2031-06-10T07:00:00.000Z' })]).boosted).toBe(0);
  });

  it('should give the same figures whatever the order of the shifts', () => {
    const shifts = [filled(5), filled(500), filled(50), shift(), filled(50)];
    expect(fillFigures([...shifts].reverse())).toEqual(fillFigures(shifts));
    expect(fillFigures(shifts).medianMinutes).toBe(50);
  });
});

describe('fillRateReport', () => {
  it('should give one row per position with a posted shift, most posted first, ties by position id', () => {
    const report = fillRateReport(
      [
        filled(30, { positionId: 'MIDWIFE' }),
        shift({ positionId: 'MIDWIFE' }),
        filled(60, { positionId: 'CAREGIVER' }),
        filled(90, { positionId: 'REGISTERED_NURSE' }),
        shift({ positionId: 'PHYSIO', status: 'PENDING' }),
      ],
      (s) => `name of ${s.positionId}`,
    );
    expect(report.positions.map((row) => [row.positionId, row.posted, row.filled])).toEqual([
      ['MIDWIFE', 2, 1],
      ['CAREGIVER', 1, 1],
      ['REGISTERED_NURSE', 1, 1],
    ]);
    expect(report.positions[0]?.position).toBe('name of MIDWIFE');
    expect(report.overall).toMatchObject({ posted: 4, filled: 3, fillRatePercent: 75, medianMinutes: 60 });
  });
});

describe('fillRateRange and sharePercent', () => {
  it('should cover the days up to now, now excluded', () => {
    expect(fillRateRange(new Date('2031-06-30T12:00:00.000Z'), '30')).toEqual({
      startFrom: '2031-05-31T12:00:00.000Z',
      startBefore: '2031-06-30T12:00:00.000Z',
    });
  });

  it('should round a share to one decimal and give null for nothing to divide by', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(0, 0)).toBeNull();
  });
});
