import { describe, expect, it } from 'vitest';

import { actualShiftCost } from '../cost/actual-cost';
import { calculateShiftCost } from '../cost/cost-engine';

import { areHoursFinal, billedShiftCost, needsPunchedBreaks } from './billed-cost';

const rates = {
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2200,
  holidayNightHourlyRate: 2600,
};
const config = { companyCommissionRatePercent: 20, nightShiftStartHour: 22, nightShiftEndHour: 6 };
// Christmas Eve night in Nicosia: 20:00 → 04:00 (UTC+2).
const planned = { startDate: '2026-12-24T18:00:00.000Z', endDate: '2026-12-25T02:00:00.000Z' };
const shift = {
  ...planned,
  positionRates: rates,
  cost: calculateShiftCost({ rates, config, start: planned.startDate, end: planned.endDate }),
};
const actual = { actualStart: '2026-12-24T17:40:00.000Z', actualEnd: '2026-12-25T03:10:00.000Z' };
const breaks = [{ start: '2026-12-24T22:00:00.000Z', end: '2026-12-24T22:30:00.000Z' }];

describe('billedShiftCost: the cost and hours a payment note and an invoice state', () => {
  it('should keep the planned cost and show only planned minutes without a timesheet', () => {
    expect(billedShiftCost(shift, undefined, { config })).toEqual({
      cost: shift.cost,
      hours: { plannedMinutes: 480 },
    });
  });

  it('should keep the planned cost while the timesheet is not approved', () => {
    for (const status of ['OPEN', 'SUBMITTED', 'DISPUTED'] as const) {
      const billed = billedShiftCost(
        shift,
        { status, ...actual, breakMinutes: 30, workedMinutes: 540 },
        { config },
      );
      expect(billed.cost).toEqual(shift.cost);
      expect(billed.actual).toBeUndefined();
    }
  });

  it('should price an APPROVED timesheet at its punched breaks, with the shift’s configuration', () => {
    const timesheet = { status: 'APPROVED' as const, ...actual, breakMinutes: 30, workedMinutes: 540 };
    const billed = billedShiftCost(shift, timesheet, { config, breaks });
    expect(billed.cost).toEqual(actualShiftCost({ rates, config, ...actual, breakMinutes: 30, breaks }));
    expect(billed.cost.totalCost).not.toBe(shift.cost.totalCost);
    expect(billed.cost.employeeEarnings + billed.cost.companyCommission).toBe(billed.cost.totalCost);
    expect(billed.hours).toEqual({ plannedMinutes: 480, actualMinutes: 540, breakMinutes: 30 });
    expect(billed.actual).toEqual(actual);
  });

  it('should price SETTLED times with the break minutes placed by the engine, not punched breaks', () => {
    const timesheet = { status: 'SETTLED' as const, ...actual, breakMinutes: 30, workedMinutes: 540 };
    const billed = billedShiftCost(shift, timesheet, { config, breaks });
    expect(billed.cost).toEqual(actualShiftCost({ rates, config, ...actual, breakMinutes: 30 }));
  });

  it('should read punched breaks only for an APPROVED timesheet with break minutes', () => {
    expect(needsPunchedBreaks({ status: 'APPROVED', breakMinutes: 30 })).toBe(true);
    expect(needsPunchedBreaks({ status: 'APPROVED', breakMinutes: 0 })).toBe(false);
    expect(needsPunchedBreaks({ status: 'SETTLED', breakMinutes: 30 })).toBe(false);
    expect(needsPunchedBreaks(undefined)).toBe(false);
  });

  it('should call hours final without a timesheet or once it is approved or settled', () => {
    expect(areHoursFinal(undefined)).toBe(true);
    expect(areHoursFinal('APPROVED')).toBe(true);
    expect(areHoursFinal('SETTLED')).toBe(true);
    expect(areHoursFinal('SUBMITTED')).toBe(false);
    expect(areHoursFinal('DISPUTED')).toBe(false);
    expect(areHoursFinal('OPEN')).toBe(false);
  });
});
