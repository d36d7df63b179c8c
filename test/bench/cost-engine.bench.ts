import { calculateShiftCost } from '@careshift/domain/cost/cost-engine';
import { referenceShiftCost } from '@careshift/domain/cost/cost-reference';
import type { ShiftCostInput } from '@careshift/domain/cost/cost-rules';

import type { BenchRow } from './bench-row';

const SHIFT_COUNT = 500;
const HOUR_MS = 3_600_000;
const SPEED_UP_GOAL = 50;

/**
 * 500 eight-hour shifts spread over 2026 (every 17.5 hours from 1 January, so they start at every hour of
 * the day, cross nights, Sundays, holidays and both clock changes), priced with one realistic position.
 */
function benchShifts(): ShiftCostInput[] {
  const rates = {
    normalDayHourlyRate: 1250,
    normalNightHourlyRate: 1500,
    holidayDayHourlyRate: 1750,
    holidayNightHourlyRate: 2000,
  };
  const config = { companyCommissionRatePercent: 20, nightShiftStartHour: 22, nightShiftEndHour: 6 };
  return Array.from({ length: SHIFT_COUNT }, (_, index) => {
    const start = Date.UTC(2026, 0, 1) + index * 17.5 * HOUR_MS;
    return {
      rates,
      config,
      start: new Date(start).toISOString(),
      end: new Date(start + 8 * HOUR_MS).toISOString(),
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function timeRuns(runs: number, work: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Time to cost 500 eight-hour shifts with the segment engine and with the minute-by-minute reference. */
export default async function bench(): Promise<BenchRow[]> {
  const shifts = benchShifts();
  // Warm up (JIT, the cached time-zone and holiday tables) and check that both agree on every shift.
  for (const shift of shifts) {
    const engine = calculateShiftCost(shift);
    const reference = referenceShiftCost(shift);
    if (JSON.stringify(engine) !== JSON.stringify(reference)) {
      throw new Error(
        `Cost engine and reference disagree on ${shift.start}: ${JSON.stringify({ engine, reference })}`,
      );
    }
  }
  const engineMs = timeRuns(21, () => shifts.forEach((shift) => calculateShiftCost(shift)));
  const referenceMs = timeRuns(3, () => shifts.forEach((shift) => referenceShiftCost(shift)));
  const speedUp = referenceMs / engineMs;
  return [
    {
      name: 'Cost 500 eight-hour shifts: segment engine (median of 21)',
      value: round(engineMs, 2),
      unit: 'ms',
    },
    {
      name: 'Cost 500 eight-hour shifts: minute reference (median of 3)',
      value: round(referenceMs, 0),
      unit: 'ms',
    },
    {
      name: 'Cost engine speed-up over the minute reference',
      value: round(speedUp, 0),
      unit: '×',
      goal: `≥ ${SPEED_UP_GOAL}×`,
      pass: speedUp >= SPEED_UP_GOAL,
    },
  ];
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
