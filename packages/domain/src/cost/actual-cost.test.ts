import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { summariseTimesheet } from '../attendance/timesheet-summary';
import type { RecordedPunch } from '../attendance/types';
import { ROUNDING_RULES } from '../attendance/vocabulary';
import { orthodoxEaster } from '../holidays/orthodox-easter';
import { HOUR_MS, MINUTE_MS } from '../time/instant';
import { nicosiaClockChanges } from '../time/nicosia-offset';

import { actualShiftCost } from './actual-cost';
import { calculateShiftCost } from './cost-engine';
import { type MinuteClass, nicosiaMinuteClass, referenceRateMinutes } from './cost-reference';
import { costFromRateMinutes, type CostSettings, type PositionRates } from './cost-rules';

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

describe('actualShiftCost › named cases', () => {
  it('should equal the planned engine when there are no breaks', () => {
    const times = { actualStart: '2026-04-15T05:50:00.000Z', actualEnd: '2026-04-15T14:20:00.000Z' };
    expect(actualShiftCost({ rates, config, ...times, breakMinutes: 0 })).toEqual(
      calculateShiftCost({ rates, config, start: times.actualStart, end: times.actualEnd }),
    );
  });

  it('should leave a break unpaid (weekday 09:00–17:00 less 30 minutes)', () => {
    const cost = actualShiftCost({
      rates,
      config,
      actualStart: '2026-04-15T06:00:00.000Z',
      actualEnd: '2026-04-15T14:00:00.000Z',
      breakMinutes: 30,
    });
    expect(cost).toEqual({ totalCost: 7500, employeeEarnings: 6000, companyCommission: 1500 });
  });

  it('should place break minutes without times in the middle of the interval', () => {
    // Wed 18:00 → Thu 02:00 (UTC+3), 60 minutes: unpaid 21:30–22:30 (30 day + 30 night minutes).
    const cost = actualShiftCost({
      rates,
      config,
      actualStart: '2026-04-15T15:00:00.000Z',
      actualEnd: '2026-04-15T23:00:00.000Z',
      breakMinutes: 60,
    });
    expect(cost.totalCost).toBe(3.5 * 1000 + 3.5 * 1500);
  });

  it('should leave punched breaks unpaid where they were taken', () => {
    // Same shift, the hour's break taken 23:00–24:00 local: 4 h day + 3 h night.
    const cost = actualShiftCost({
      rates,
      config,
      actualStart: '2026-04-15T15:00:00.000Z',
      actualEnd: '2026-04-15T23:00:00.000Z',
      breakMinutes: 60,
      breaks: [{ start: '2026-04-15T20:00:00.000Z', end: '2026-04-15T21:00:00.000Z' }],
    });
    expect(cost.totalCost).toBe(4 * 1000 + 3 * 1500);
  });
});

/**
 * Instants every generated timesheet must contain: the 2026 and 2027 clock changes (Asia/Nicosia),
 * Christmas Day 2026 at 00:00 local (a holiday night), and Orthodox Easter Sunday 2027 at 12:00 local.
 */
const TARGETS: readonly { name: string; at: number }[] = [
  ...[2026, 2027].flatMap((year) =>
    nicosiaClockChanges(year).map((change) => ({
      name: `clock change ${change.at}`,
      at: Date.parse(change.at),
    })),
  ),
  { name: 'Christmas night 2026', at: Date.parse('2026-12-24T22:00:00Z') },
  { name: 'Easter Sunday 2027', at: Date.parse(`${orthodoxEaster(2027)}T09:00:00Z`) },
];

const memo = new Map<number, MinuteClass>();
function classify(epochMs: number): MinuteClass {
  const known = memo.get(epochMs) ?? nicosiaMinuteClass(epochMs);
  memo.set(epochMs, known);
  return known;
}

/** Minute by minute: every minute of the actual interval not inside a break, at the reference rate. */
function referenceActualCost(start: string, end: string, breaks: { start: string; end: string }[]) {
  const unpaid = breaks.map((b) => [Date.parse(b.start), Date.parse(b.end)] as const);
  let rateMinutes = 0;
  let minutes = 0;
  for (let at = Date.parse(start); at < Date.parse(end); at += MINUTE_MS) {
    if (unpaid.some(([from, to]) => at >= from && at < to)) continue;
    rateMinutes += referenceRateMinutes(at, at + MINUTE_MS, { rates, config }, classify);
    minutes += 1;
  }
  return { cost: costFromRateMinutes(rateMinutes, config.companyCommissionRatePercent), minutes };
}

const attendance = (target: { at: number }) =>
  fc
    .integer({ min: 4, max: 14 })
    .chain((plannedHours) =>
      fc.record({
        plannedHours: fc.constant(plannedHours),
        before: fc.integer({ min: 60, max: (plannedHours - 2) * 60 }),
        lateSeconds: fc.integer({ min: -30 * 60, max: 45 * 60 }),
        overtimeSeconds: fc.integer({ min: -60 * 60, max: 120 * 60 }),
        breaks: fc.array(
          fc.record({
            at: fc.double({ min: 0, max: 1, noNaN: true }),
            minutes: fc.integer({ min: 1, max: 45 }),
          }),
          { maxLength: 2 },
        ),
        rule: fc.constantFrom(...ROUNDING_RULES),
      }),
    )
    .map(({ before, plannedHours, lateSeconds, overtimeSeconds, breaks, rule }) => {
      const plannedStart = Math.floor((target.at - before * MINUTE_MS) / (10 * MINUTE_MS)) * 10 * MINUTE_MS;
      const plannedEnd = plannedStart + plannedHours * HOUR_MS;
      const clockIn = plannedStart + lateSeconds * 1000;
      const clockOut = plannedEnd + overtimeSeconds * 1000;
      const half = (clockOut - clockIn) / 2;
      const punches: RecordedPunch[] = [{ kind: 'CLOCK_IN', clientTime: clockIn }];
      breaks.forEach((b, index) => {
        const breakStart =
          clockIn + index * half + 30 * MINUTE_MS + Math.floor(b.at * (half - 90 * MINUTE_MS));
        punches.push({ kind: 'BREAK_START', clientTime: breakStart });
        punches.push({ kind: 'BREAK_END', clientTime: breakStart + b.minutes * MINUTE_MS + 7_000 });
      });
      punches.push({ kind: 'CLOCK_OUT', clientTime: clockOut });
      return summariseTimesheet({ plannedStart, plannedEnd, punches, roundingRule: rule });
    });

/** Runs per target: 6 targets × 4 = 24 generated intervals per property (issue 34 asks for 20). */
const RUNS_PER_TARGET = 4;

describe('actualShiftCost › property', () => {
  it.each(TARGETS)(
    'should price punched timesheets across $name as the minute-by-minute reference',
    (target) => {
      fc.assert(
        fc.property(attendance(target), (summary) => {
          const { actualStart = '', actualEnd = '', breaks, breakMinutes, workedMinutes } = summary;
          expect(Date.parse(actualStart)).toBeLessThan(target.at);
          expect(Date.parse(actualEnd)).toBeGreaterThan(target.at);
          const reference = referenceActualCost(actualStart, actualEnd, breaks);
          expect(reference.minutes).toBe(workedMinutes);
          expect(actualShiftCost({ rates, config, actualStart, actualEnd, breakMinutes, breaks })).toEqual(
            reference.cost,
          );
        }),
        { numRuns: RUNS_PER_TARGET },
      );
    },
  );

  it.each(TARGETS)(
    'should price settled times (break minutes only) across $name with the break in the middle',
    (target) => {
      fc.assert(
        fc.property(attendance(target), (summary) => {
          const { actualStart = '', actualEnd = '', breakMinutes } = summary;
          const length = (Date.parse(actualEnd) - Date.parse(actualStart)) / MINUTE_MS;
          const breakStart = Date.parse(actualStart) + Math.floor((length - breakMinutes) / 2) * MINUTE_MS;
          const middle = {
            start: new Date(breakStart).toISOString(),
            end: new Date(breakStart + breakMinutes * MINUTE_MS).toISOString(),
          };
          const reference = referenceActualCost(actualStart, actualEnd, breakMinutes > 0 ? [middle] : []);
          expect(actualShiftCost({ rates, config, actualStart, actualEnd, breakMinutes })).toEqual(
            reference.cost,
          );
        }),
        { numRuns: RUNS_PER_TARGET },
      );
    },
  );

  it('should aim at night hours, Sundays and holidays, and both directions of the clock change', () => {
    const classes = TARGETS.map((target) => classify(target.at));
    expect(classes.filter((c) => c.hour >= 22 || c.hour < 6)).toHaveLength(5);
    expect(classes.filter((c) => c.holiday)).toHaveLength(6); // clock changes fall on Sundays
    expect(TARGETS.filter((t) => t.name.startsWith('clock change'))).toHaveLength(4);
  });
});
