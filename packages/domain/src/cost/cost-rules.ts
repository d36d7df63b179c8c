import { ValidationError } from '../errors';
import type { Cents } from '../money';
import { type Instant, MINUTE_MS, parseInstant } from '../time/instant';

import { RATE_FIELDS } from './rate-fields';

/** A position's four hourly rates in cents (spec section 3). */
export interface PositionRates {
  normalDayHourlyRate: Cents;
  normalNightHourlyRate: Cents;
  holidayDayHourlyRate: Cents;
  holidayNightHourlyRate: Cents;
}

/** The part of the effective configuration that prices a shift. */
export interface CostSettings {
  companyCommissionRatePercent: number;
  nightShiftStartHour: number;
  nightShiftEndHour: number;
}

export interface ShiftCostInput {
  rates: PositionRates;
  config: CostSettings;
  start: Instant;
  end: Instant;
}

/** A shift's price in cents: what the client pays the partner, and how it splits. */
export interface ShiftCost {
  totalCost: Cents;
  employeeEarnings: Cents;
  companyCommission: Cents;
}

function isWhole(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks a cost input and returns its bounds as epoch ms floored to the whole minute (costs are counted
 * in minute pieces; shift times are set in 10-minute steps, so seconds never carry money).
 */
export function checkCostInput(input: ShiftCostInput): { startMs: number; endMs: number } {
  const errors: Record<string, string> = {};
  for (const field of RATE_FIELDS) {
    if (!isWhole(input.rates[field], 0, Number.MAX_SAFE_INTEGER))
      errors[field] = 'Must be whole cents, 0 or more.';
  }
  const { companyCommissionRatePercent, nightShiftStartHour, nightShiftEndHour } = input.config;
  if (!isWhole(companyCommissionRatePercent, 0, 100))
    errors.companyCommissionRatePercent = 'Must be 0 to 100.';
  if (!isWhole(nightShiftStartHour, 0, 23)) errors.nightShiftStartHour = 'Must be an hour 0 to 23.';
  if (!isWhole(nightShiftEndHour, 0, 23)) errors.nightShiftEndHour = 'Must be an hour 0 to 23.';
  if (Object.keys(errors).length > 0) throw new ValidationError('Invalid shift cost input.', errors);
  const startMs = Math.floor(parseInstant(input.start, 'startDate') / MINUTE_MS) * MINUTE_MS;
  const endMs = Math.floor(parseInstant(input.end, 'endDate') / MINUTE_MS) * MINUTE_MS;
  if (endMs < startMs) {
    throw new ValidationError('The shift cannot end before it starts.', {
      endDate: 'The shift cannot end before it starts.',
    });
  }
  return { startMs, endMs };
}

/**
 * Turns the exact sum of (hourly rate × minutes) into the three amounts, rounding once:
 * total = round(sum / 60) half up; commission = round(total × percent / 100) half up;
 * earnings = total − commission, so commission + earnings always equals the total.
 */
export function costFromRateMinutes(rateMinutes: number, companyCommissionRatePercent: number): ShiftCost {
  const totalCost = Math.floor((rateMinutes + 30) / 60);
  const companyCommission = Math.floor((totalCost * companyCommissionRatePercent + 50) / 100);
  return { totalCost, employeeEarnings: totalCost - companyCommission, companyCommission };
}

/** A cost of nothing (a shift of zero length). */
export const ZERO_SHIFT_COST: Readonly<ShiftCost> = Object.freeze({
  totalCost: 0,
  employeeEarnings: 0,
  companyCommission: 0,
});
