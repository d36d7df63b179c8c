import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { calculateShiftCost } from '../cost/cost-engine';

import {
  autoBoostsDue,
  BOOST_LIMITS,
  boostedRates,
  boostRefusal,
  isAutoBoostDue,
  isValidBoost,
} from './rate-boost';

const RATES = {
  normalDayHourlyRate: 1000,
  normalNightHourlyRate: 1250,
  holidayDayHourlyRate: 1501,
  holidayNightHourlyRate: 2000,
};
const DEADLINE = '2026-12-01T08:00:00.000Z';
const OPEN = { status: 'VERIFIED' as const, deadline: DEADLINE };
const BEFORE = '2026-12-01T07:00:00.000Z';

describe('boostRefusal', () => {
  it('should allow an open, unclaimed shift before its claim deadline', () => {
    expect(boostRefusal(OPEN, BEFORE)).toBeNull();
  });

  it('should refuse a claimed shift, a shift that is not open, at or after the deadline, and past the cap', () => {
    expect(boostRefusal({ ...OPEN, status: 'CLAIMED', claimedBy: 'p1' }, BEFORE)).toBe('CLAIMED');
    expect(boostRefusal({ ...OPEN, claimedBy: 'p1' }, BEFORE)).toBe('CLAIMED');
    expect(boostRefusal({ ...OPEN, status: 'PENDING' }, BEFORE)).toBe('NOT_OPEN');
    expect(boostRefusal({ ...OPEN, status: 'CANCELED' }, BEFORE)).toBe('NOT_OPEN');
    expect(boostRefusal(OPEN, DEADLINE)).toBe('DEADLINE_PASSED');
    expect(boostRefusal({ ...OPEN, boostCount: BOOST_LIMITS.maxBoostsPerShift }, BEFORE)).toBe('BOOST_LIMIT');
    expect(boostRefusal({ ...OPEN, boostCount: BOOST_LIMITS.maxBoostsPerShift - 1 }, BEFORE)).toBeNull();
  });
});

describe('isValidBoost', () => {
  it('should keep a percentage within 1–50 and an amount within 1–2000 cents, whole numbers only', () => {
    expect(isValidBoost({ kind: 'PERCENT', value: 1 })).toBe(true);
    expect(isValidBoost({ kind: 'PERCENT', value: 50 })).toBe(true);
    expect(isValidBoost({ kind: 'PERCENT', value: 51 })).toBe(false);
    expect(isValidBoost({ kind: 'PERCENT', value: 0 })).toBe(false);
    expect(isValidBoost({ kind: 'PERCENT', value: 2.5 })).toBe(false);
    expect(isValidBoost({ kind: 'AMOUNT', value: 2000 })).toBe(true);
    expect(isValidBoost({ kind: 'AMOUNT', value: 2001 })).toBe(false);
  });
});

describe('boostedRates', () => {
  it('should raise every rate by the percentage, rounding half up to the cent', () => {
    expect(boostedRates(RATES, { kind: 'PERCENT', value: 10 })).toEqual({
      normalDayHourlyRate: 1100,
      normalNightHourlyRate: 1375,
      holidayDayHourlyRate: 1651,
      holidayNightHourlyRate: 2200,
    });
  });

  it('should add the amount to every rate', () => {
    expect(boostedRates(RATES, { kind: 'AMOUNT', value: 150 })).toEqual({
      normalDayHourlyRate: 1150,
      normalNightHourlyRate: 1400,
      holidayDayHourlyRate: 1651,
      holidayNightHourlyRate: 2150,
    });
  });

  it('should never lower a price or the partner earnings, for any valid boost', () => {
    const config = { companyCommissionRatePercent: 20, nightShiftStartHour: 22, nightShiftEndHour: 6 };
    const start = '2026-12-01T18:00:00.000Z';
    const end = '2026-12-02T02:00:00.000Z';
    const before = calculateShiftCost({ rates: RATES, config, start, end });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ kind: fc.constant('PERCENT' as const), value: fc.integer({ min: 1, max: 50 }) }),
          fc.record({ kind: fc.constant('AMOUNT' as const), value: fc.integer({ min: 1, max: 2000 }) }),
        ),
        (boost) => {
          const after = calculateShiftCost({ rates: boostedRates(RATES, boost), config, start, end });
          expect(after.totalCost).toBeGreaterThan(before.totalCost);
          expect(after.employeeEarnings).toBeGreaterThanOrEqual(before.employeeEarnings);
        },
      ),
    );
  });
});

describe('automatic boosts', () => {
  const settings = { percent: 10, hoursBeforeDeadline: 6, maxBoosts: 3 };
  const hoursBefore = (hours: number) => new Date(Date.parse(DEADLINE) - hours * 3_600_000).toISOString();

  it('should be due once the window starts, spread evenly up to the cap, and none at the deadline', () => {
    expect(autoBoostsDue(DEADLINE, settings, hoursBefore(6.01))).toBe(0);
    expect(autoBoostsDue(DEADLINE, settings, hoursBefore(6))).toBe(1);
    expect(autoBoostsDue(DEADLINE, settings, hoursBefore(4.01))).toBe(1);
    expect(autoBoostsDue(DEADLINE, settings, hoursBefore(4))).toBe(2);
    expect(autoBoostsDue(DEADLINE, settings, hoursBefore(2))).toBe(3);
    expect(autoBoostsDue(DEADLINE, settings, hoursBefore(0.01))).toBe(3);
    expect(autoBoostsDue(DEADLINE, settings, DEADLINE)).toBe(0);
  });

  it('should boost only a boostable shift with fewer automatic boosts than due, never without settings', () => {
    expect(isAutoBoostDue(OPEN, settings, hoursBefore(5))).toBe(true);
    expect(isAutoBoostDue({ ...OPEN, autoBoostCount: 1 }, settings, hoursBefore(5))).toBe(false);
    expect(isAutoBoostDue({ ...OPEN, autoBoostCount: 1 }, settings, hoursBefore(3))).toBe(true);
    expect(isAutoBoostDue({ ...OPEN, status: 'CLAIMED', claimedBy: 'p1' }, settings, hoursBefore(5))).toBe(
      false,
    );
    expect(isAutoBoostDue(OPEN, null, hoursBefore(5))).toBe(false);
    expect(isAutoBoostDue(OPEN, { ...settings, maxBoosts: 1 }, hoursBefore(0.5))).toBe(true);
  });
});
