import { describe, expect, it } from 'vitest';

import { billedShiftCost } from '../attendance/billed-cost';
import { calculateShiftCost } from '../cost/cost-engine';

import { countedCostChange, countedShiftCost } from './counted-cost';

const rates = {
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2200,
  holidayNightHourlyRate: 2600,
};
const config = { companyCommissionRatePercent: 20, nightShiftStartHour: 22, nightShiftEndHour: 6 };
// A weekday day shift in Nicosia, 08:00 → 16:00 (UTC+2).
const shift = {
  startDate: '2026-11-24T06:00:00.000Z',
  endDate: '2026-11-24T14:00:00.000Z',
  positionRates: rates,
  cost: calculateShiftCost({
    rates,
    config,
    start: '2026-11-24T06:00:00.000Z',
    end: '2026-11-24T14:00:00.000Z',
  }),
};
/** The cost an approval records: the billed cost of an APPROVED timesheet over these actual times. */
const billedFor = (actualStart: string, actualEnd: string, breakMinutes = 0) =>
  billedShiftCost(shift, { status: 'APPROVED', actualStart, actualEnd, breakMinutes }, { config }).cost;

describe('countedShiftCost: the money counters count the planned cost until the hours are approved', () => {
  it('should count the planned cost of a shift without attendance or before approval', () => {
    expect(countedShiftCost(shift)).toEqual(shift.cost);
    expect(countedShiftCost({ ...shift, billedCost: null })).toEqual(shift.cost);
    expect(shift.cost).toEqual({ totalCost: 12000, employeeEarnings: 9600, companyCommission: 2400 });
  });

  it('should count the billed cost once the timesheet is approved', () => {
    const billedCost = billedFor('2026-11-24T06:00:00.000Z', '2026-11-24T16:00:00.000Z');
    expect(countedShiftCost({ ...shift, billedCost })).toEqual(billedCost);
  });
});

describe('countedCostChange: how an approval moves the counters', () => {
  it('should move them by billed − planned when the approved interval is longer (commission and earnings)', () => {
    // Two hours more: 10 h × €15 = €150, of which 20 % commission.
    const billedCost = billedFor('2026-11-24T06:00:00.000Z', '2026-11-24T16:00:00.000Z');
    expect(countedCostChange(shift, { ...shift, billedCost })).toEqual({
      totalCost: 3000,
      employeeEarnings: 2400,
      companyCommission: 600,
    });
  });

  it('should move them down when the approved hours are shorter (a late start and a break)', () => {
    const billedCost = billedFor('2026-11-24T07:00:00.000Z', '2026-11-24T14:00:00.000Z', 30);
    expect(countedCostChange(shift, { ...shift, billedCost })).toEqual({
      totalCost: -2250,
      employeeEarnings: -1800,
      companyCommission: -450,
    });
  });

  it('should not move them when the approved hours equal the planned ones', () => {
    const billedCost = billedFor(shift.startDate, shift.endDate);
    expect(countedCostChange(shift, { ...shift, billedCost })).toEqual({
      totalCost: 0,
      employeeEarnings: 0,
      companyCommission: 0,
    });
  });

  it('should carry the billed cost through later changes (a status move or an edit of the plan changes nothing counted)', () => {
    const billedCost = billedFor('2026-11-24T06:00:00.000Z', '2026-11-24T16:00:00.000Z');
    const approved = { ...shift, billedCost };
    const edited = { ...approved, cost: { totalCost: 1, employeeEarnings: 1, companyCommission: 0 } };
    expect(countedCostChange(approved, edited)).toEqual({
      totalCost: 0,
      employeeEarnings: 0,
      companyCommission: 0,
    });
  });
});
