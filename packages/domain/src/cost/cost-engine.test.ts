import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';
import { cyprusHolidays } from '../holidays/cyprus-holidays';
import { orthodoxEaster } from '../holidays/orthodox-easter';
import { DAY_MS, MINUTE_MS } from '../time/instant';
import { nicosiaClockChanges } from '../time/nicosia-offset';

import { calculateShiftCost, isNightHour } from './cost-engine';
import { type MinuteClass, nicosiaMinuteClass, referenceShiftCost } from './cost-reference';
import type { CostSettings, PositionRates, ShiftCost, ShiftCostInput } from './cost-rules';

const rates: PositionRates = {
  normalDayHourlyRate: 1000,
  normalNightHourlyRate: 1500,
  holidayDayHourlyRate: 2000,
  holidayNightHourlyRate: 2500,
};
const config: CostSettings = {
  companyCommissionRatePercent: 20,
  nightShiftStartHour: 22,
  nightShiftEndHour: 6,
};

function cost(start: string, end: string, overrides: Partial<ShiftCostInput> = {}) {
  return calculateShiftCost({ rates, config, start, end, ...overrides });
}

describe('calculateShiftCost › named cases', () => {
  it('should price an ordinary weekday day shift at the normal day rate', () => {
    // Wednesday 15/04/2026 09:00–17:00 Nicosia (UTC+3).
    expect(cost('2026-04-15T06:00:00Z', '2026-04-15T14:00:00Z')).toEqual({
      totalCost: 8000,
      employeeEarnings: 6400,
      companyCommission: 1600,
    });
  });

  it('should use the night rate inside a night window that wraps midnight', () => {
    // Wed 20:00 → Thu 04:00: 2 h day + 6 h night.
    expect(cost('2026-04-15T17:00:00Z', '2026-04-16T01:00:00Z').totalCost).toBe(2 * 1000 + 6 * 1500);
  });

  it('should use the holiday night rate on a holiday night (Christmas Eve into Christmas Day)', () => {
    // Thu 24/12/2026 20:00 → Fri 25/12 08:00 (UTC+2): 2 h holiday day, 8 h holiday night, 2 h holiday day.
    expect(cost('2026-12-24T18:00:00Z', '2026-12-25T06:00:00Z')).toEqual({
      totalCost: 2 * 2000 + 8 * 2500 + 2 * 2000,
      employeeEarnings: 22400,
      companyCommission: 5600,
    });
  });

  it("should decide holiday rates by each minute's own Nicosia date", () => {
    // Wed 23/12 22:00 → Thu 24/12 06:00: 2 h normal night before midnight, 6 h holiday night after.
    expect(cost('2026-12-23T20:00:00Z', '2026-12-24T04:00:00Z').totalCost).toBe(2 * 1500 + 6 * 2500);
  });

  it('should price Easter Monday 2027 at holiday rates and the Monday after at normal rates', () => {
    expect(cost('2027-05-03T05:00:00Z', '2027-05-03T13:00:00Z').totalCost).toBe(8 * 2000);
    expect(cost('2027-05-10T05:00:00Z', '2027-05-10T13:00:00Z').totalCost).toBe(8 * 1000);
  });

  it('should price Sunday at holiday rates', () => {
    expect(cost('2026-04-19T06:00:00Z', '2026-04-19T14:00:00Z').totalCost).toBe(8 * 2000);
  });

  it('should cost the spring clock change by real elapsed minutes (the lost hour is not paid)', () => {
    // Sat 28/03/2026 22:00 (UTC+2) → Sun 29/03 08:00 (UTC+3) is 9 real hours: 2 h normal night,
    // 5 h holiday night (00:00–06:00 wall clock without 03:00–04:00), 2 h holiday day.
    expect(cost('2026-03-28T20:00:00Z', '2026-03-29T05:00:00Z').totalCost).toBe(
      2 * 1500 + 5 * 2500 + 2 * 2000,
    );
  });

  it('should cost the autumn clock change by real elapsed minutes (the repeated hour is paid twice)', () => {
    // Sat 24/10/2026 22:00 (UTC+3) → Sun 25/10 08:00 (UTC+2) is 11 real hours: 2 h normal night,
    // 7 h holiday night, 2 h holiday day.
    expect(cost('2026-10-24T19:00:00Z', '2026-10-25T06:00:00Z').totalCost).toBe(
      2 * 1500 + 7 * 2500 + 2 * 2000,
    );
  });

  it('should split at a night edge that falls inside the autumn repeated hour', () => {
    // Night window 03:00 → 05:00 on 25/10/2026: wall 03:00–04:00 happens twice, so 3 real night hours.
    const nightAtThree = { ...config, nightShiftStartHour: 3, nightShiftEndHour: 5 };
    expect(cost('2026-10-24T21:00:00Z', '2026-10-25T04:00:00Z', { config: nightAtThree }).totalCost).toBe(
      4 * 2000 + 3 * 2500,
    );
  });

  it('should cost nothing when the shift ends as it starts', () => {
    expect(cost('2026-04-15T06:00:00Z', '2026-04-15T06:00:00Z')).toEqual({
      totalCost: 0,
      employeeEarnings: 0,
      companyCommission: 0,
    });
  });

  it('should refuse a shift that ends before it starts', () => {
    expect(() => cost('2026-04-15T06:00:00Z', '2026-04-15T05:59:00Z')).toThrow(ValidationError);
    try {
      cost('2026-04-15T06:00:00Z', '2026-04-15T05:00:00Z');
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({
        endDate: 'The shift cannot end before it starts.',
      });
    }
  });

  it('should have no night window when the night start and end hours are equal', () => {
    const noNight = { ...config, nightShiftStartHour: 22, nightShiftEndHour: 22 };
    expect(cost('2026-04-15T19:00:00Z', '2026-04-16T03:00:00Z', { config: noNight }).totalCost).toBe(
      8 * 1000,
    );
  });

  it('should use a night window that does not wrap when the start hour is below the end hour', () => {
    const earlyNight = { ...config, nightShiftStartHour: 1, nightShiftEndHour: 5 };
    // Wed 15/04 23:00 → Thu 07:00: 2 h day, 4 h night, 2 h day.
    expect(cost('2026-04-15T20:00:00Z', '2026-04-16T04:00:00Z', { config: earlyNight }).totalCost).toBe(
      4 * 1000 + 4 * 1500,
    );
  });

  it('should round the total to whole cents once, at the end, and half up', () => {
    const threeCents = {
      normalDayHourlyRate: 3,
      normalNightHourlyRate: 3,
      holidayDayHourlyRate: 3,
      holidayNightHourlyRate: 3,
    };
    // 21:50–22:10: two 10-minute pieces of half a cent each make exactly one cent, not two.
    expect(cost('2026-04-15T18:50:00Z', '2026-04-15T19:10:00Z', { rates: threeCents }).totalCost).toBe(1);
    // One 10-minute piece of half a cent rounds up to one cent.
    expect(cost('2026-04-15T18:50:00Z', '2026-04-15T19:00:00Z', { rates: threeCents }).totalCost).toBe(1);
    // 1001 cents/h for 10 minutes = 166.83 cents.
    expect(
      cost('2026-04-15T06:00:00Z', '2026-04-15T06:10:00Z', {
        rates: { ...rates, normalDayHourlyRate: 1001 },
      }),
    ).toEqual({
      totalCost: 167,
      companyCommission: 33,
      employeeEarnings: 134,
    });
  });

  it('should round the commission half up and give the partner the rest', () => {
    const cheap = { ...rates, normalDayHourlyRate: 12 };
    // 10 minutes at 12 c/h = 2 cents; 25 % of 2 = 0.5 → 1 cent commission, 1 cent earnings.
    const split = cost('2026-04-15T06:00:00Z', '2026-04-15T06:10:00Z', {
      rates: cheap,
      config: { ...config, companyCommissionRatePercent: 25 },
    });
    expect(split).toEqual({ totalCost: 2, companyCommission: 1, employeeEarnings: 1 });
  });

  it('should give everything to the partner at 0 % and everything to the company at 100 %', () => {
    const shift = ['2026-04-15T06:00:00Z', '2026-04-15T14:00:00Z'] as const;
    expect(cost(...shift, { config: { ...config, companyCommissionRatePercent: 0 } }).employeeEarnings).toBe(
      8000,
    );
    expect(
      cost(...shift, { config: { ...config, companyCommissionRatePercent: 100 } }).companyCommission,
    ).toBe(8000);
  });

  it('should ignore seconds: minute pieces start at the whole minute', () => {
    expect(cost('2026-04-15T06:00:59Z', '2026-04-15T14:00:30Z').totalCost).toBe(8000);
  });

  it('should refuse invalid rates and configuration', () => {
    expect(() =>
      cost('2026-04-15T06:00:00Z', '2026-04-15T07:00:00Z', {
        rates: { ...rates, normalDayHourlyRate: 10.5 },
      }),
    ).toThrow(ValidationError);
    expect(() =>
      cost('2026-04-15T06:00:00Z', '2026-04-15T07:00:00Z', {
        config: { ...config, nightShiftStartHour: 24 },
      }),
    ).toThrow(ValidationError);
    expect(() =>
      cost('2026-04-15T06:00:00Z', '2026-04-15T07:00:00Z', {
        config: { ...config, companyCommissionRatePercent: -1 },
      }),
    ).toThrow(ValidationError);
  });

  it('should agree with the reference over a month-long span across the autumn clock change', () => {
    const input = { rates, config, start: '2026-10-10T07:10:00Z', end: '2026-11-09T16:40:00Z' };
    expect(calculateShiftCost(input)).toEqual(referenceShiftCost(input));
  });
});

describe('isNightHour', () => {
  it('should cover [start, end) and wrap past midnight when end < start', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => hour);
    expect(hours.filter((hour) => isNightHour(hour, config))).toEqual([0, 1, 2, 3, 4, 5, 22, 23]);
    expect(
      hours.filter((hour) => isNightHour(hour, { nightShiftStartHour: 1, nightShiftEndHour: 4 })),
    ).toEqual([1, 2, 3]);
    expect(
      hours.filter((hour) => isNightHour(hour, { nightShiftStartHour: 6, nightShiftEndHour: 6 })),
    ).toEqual([]);
  });
});

/** Windows (epoch ms) around the days where pricing is tricky: clock changes and holidays, 2024–2030. */
function samplingWindows(): [number, number][] {
  const windows: [number, number][] = [];
  const around = (date: string, daysBefore: number, daysAfter: number) => {
    const day = Date.parse(`${date}T00:00:00Z`);
    windows.push([day - daysBefore * DAY_MS, day + daysAfter * DAY_MS]);
  };
  for (let year = 2024; year <= 2030; year += 1) {
    for (const change of nicosiaClockChanges(year)) around(change.at.slice(0, 10), 1, 1);
  }
  for (const year of [2025, 2027]) around(orthodoxEaster(year), 3, 2);
  around(cyprusHolidays(2026).find((h) => h.name === 'Clean Monday')?.date ?? '', 1, 1);
  around(cyprusHolidays(2028).find((h) => h.name === 'Pentecost Monday')?.date ?? '', 1, 1);
  around('2026-12-23', 0, 10);
  around('2029-03-24', 0, 9);
  around('2026-06-08', 0, 5);
  around('2030-09-14', 0, 5);
  return windows;
}

/** The plain per-minute classification, memoised by minute (a pure function, so the answers are unchanged). */
function memoised(classify: (epochMs: number) => MinuteClass): (epochMs: number) => MinuteClass {
  const seen = new Map<number, MinuteClass>();
  return (epochMs) => {
    let known = seen.get(epochMs);
    if (!known) {
      known = classify(epochMs);
      seen.set(epochMs, known);
    }
    return known;
  };
}

/** A cheap equality for the 10,000-run property (fast-check reports the counterexample when it is false). */
function sameCost(a: ShiftCost, b: ShiftCost): boolean {
  return (
    a.totalCost === b.totalCost &&
    a.companyCommission === b.companyCommission &&
    a.employeeEarnings === b.employeeEarnings
  );
}

const rateArbitrary = fc.record({
  normalDayHourlyRate: fc.integer({ min: 0, max: 20_000 }),
  normalNightHourlyRate: fc.integer({ min: 0, max: 20_000 }),
  holidayDayHourlyRate: fc.integer({ min: 0, max: 20_000 }),
  holidayNightHourlyRate: fc.integer({ min: 0, max: 20_000 }),
});
const hourArbitrary = fc.oneof(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 3, 4, 6, 22));
const configArbitrary = fc.record({
  companyCommissionRatePercent: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.constantFrom(0, 15, 20, 25, 100),
  ),
  nightShiftStartHour: hourArbitrary,
  nightShiftEndHour: hourArbitrary,
});
const durationMinutesArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 14 * 60 }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 60 }).map((tens) => tens * 10) },
  { weight: 1, arbitrary: fc.integer({ min: 14 * 60, max: 40 * 60 }) },
);

describe('calculateShiftCost › property', () => {
  it('should agree to the cent with the minute-by-minute reference over 10,000 shifts around clock changes and holidays', () => {
    const windows = samplingWindows();
    const classify = memoised(nicosiaMinuteClass);
    const shiftArbitrary = fc
      .record({
        window: fc.integer({ min: 0, max: windows.length - 1 }),
        fraction: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        seconds: fc.oneof(
          { weight: 9, arbitrary: fc.constant(0) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 59 }) },
        ),
        minutes: durationMinutesArbitrary,
        rates: rateArbitrary,
        config: configArbitrary,
      })
      .map(({ window, fraction, seconds, minutes, rates: shiftRates, config: shiftConfig }) => {
        const [from, to] = windows[window] ?? [0, 0];
        const startMs = from + Math.floor((fraction * (to - from)) / MINUTE_MS) * MINUTE_MS + seconds * 1000;
        return {
          rates: shiftRates,
          config: shiftConfig,
          start: new Date(startMs).toISOString(),
          end: new Date(startMs + minutes * MINUTE_MS).toISOString(),
        };
      });
    fc.assert(
      fc.property(shiftArbitrary, (input) =>
        sameCost(calculateShiftCost(input), referenceShiftCost(input, classify)),
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('should agree with the un-memoised reference on shifts anywhere from 2000 to 2040', () => {
    const anywhere = fc.record({
      startMinute: fc.integer({
        min: Date.UTC(2000, 0, 1) / MINUTE_MS,
        max: Date.UTC(2040, 11, 31) / MINUTE_MS,
      }),
      minutes: fc.integer({ min: 0, max: 12 * 60 }),
      rates: rateArbitrary,
      config: configArbitrary,
    });
    fc.assert(
      fc.property(anywhere, ({ startMinute, minutes, rates: shiftRates, config: shiftConfig }) => {
        const input = {
          rates: shiftRates,
          config: shiftConfig,
          start: new Date(startMinute * MINUTE_MS).toISOString(),
          end: new Date((startMinute + minutes) * MINUTE_MS).toISOString(),
        };
        expect(calculateShiftCost(input)).toEqual(referenceShiftCost(input));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('should always split the total exactly into commission and earnings', () => {
    fc.assert(
      fc.property(
        rateArbitrary,
        configArbitrary,
        fc.integer({ min: 0, max: 48 * 60 }),
        (shiftRates, shiftConfig, minutes) => {
          const start = Date.UTC(2026, 9, 24, 12);
          const result = calculateShiftCost({
            rates: shiftRates,
            config: shiftConfig,
            start: new Date(start).toISOString(),
            end: new Date(start + minutes * MINUTE_MS).toISOString(),
          });
          expect(result.companyCommission + result.employeeEarnings).toBe(result.totalCost);
          expect(result.companyCommission).toBeGreaterThanOrEqual(0);
          expect(result.employeeEarnings).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
