import * as z from 'zod/mini';

import { employeeRatePercent, SETTINGS_BOUNDS } from '@careshift/domain/settings/settings';

import { messageKey } from '../messages';

import { addMessageIssue, wholeNumber } from './fields';
import type { RefinementCtx } from './fields';

/** Commission is a whole percent 0–100 (a slider with step 1). */
export const COMMISSION_PERCENT_MIN = SETTINGS_BOUNDS.commissionPercent.min;
export const COMMISSION_PERCENT_MAX = SETTINGS_BOUNDS.commissionPercent.max;
/** The night window's start and end are picked from the spec's list 1:00 to 23:00. */
export const NIGHT_HOUR_MIN = 1;
export const NIGHT_HOUR_MAX = 23;
export const NIGHT_HOURS: readonly number[] = Array.from(
  { length: 23 },
  (_, index) => index + NIGHT_HOUR_MIN,
);
/** Bounds the spec leaves open: the domain's (packages/domain/src/config/settings.ts). */
const { dueInvoiceDays: DUE_DAYS, mandatoryRestHours: REST_HOURS } = SETTINGS_BOUNDS;

/** The partner's share is always what the commission leaves (100 − commission). */
export const employeeRatePercentFor = employeeRatePercent;

const rateFields = {
  companyCommissionRatePercent: wholeNumber(COMMISSION_PERCENT_MIN, COMMISSION_PERCENT_MAX),
  /** Optional on input (the form derives it); when given it must be 100 − commission. */
  employeeRatePercent: z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: messageKey('invalidOption') })),
    z.transform((value) =>
      value === '' || value === null || value === undefined ? undefined : Number(value),
    ),
  ),
  nightShiftStartHour: wholeNumber(NIGHT_HOUR_MIN, NIGHT_HOUR_MAX),
  nightShiftEndHour: wholeNumber(NIGHT_HOUR_MIN, NIGHT_HOUR_MAX),
};

interface RateValues {
  companyCommissionRatePercent: number;
  employeeRatePercent: number | undefined;
  nightShiftStartHour: number;
  nightShiftEndHour: number;
}

function checkRates(form: RateValues, ctx: RefinementCtx): void {
  const commission = form.companyCommissionRatePercent;
  if (Number.isInteger(commission) && form.employeeRatePercent !== undefined) {
    const expected = employeeRatePercentFor(commission);
    if (form.employeeRatePercent !== expected) {
      addMessageIssue(ctx, 'employeePercent', ['employeeRatePercent'], { value: expected });
    }
  }
  if (Number.isInteger(form.nightShiftStartHour) && form.nightShiftStartHour === form.nightShiftEndHour) {
    addMessageIssue(ctx, 'nightHoursDiffer', ['nightShiftEndHour']);
  }
}

/** The output always carries employeeRatePercent = 100 − commission. */
function withEmployeeRate<T extends RateValues>(form: T): T & { employeeRatePercent: number } {
  return { ...form, employeeRatePercent: employeeRatePercentFor(form.companyCommissionRatePercent) };
}

/** A client's own configuration: the four rate fields only; it overrides the system configuration. */
export const clientSettingsFormSchema = z.pipe(
  z.object(rateFields).check(z.superRefine(checkRates)),
  z.transform(withEmployeeRate),
);
export type ClientSettingsFormFields = z.input<typeof clientSettingsFormSchema>;
export type ClientSettingsForm = z.output<typeof clientSettingsFormSchema>;

/** The system configuration: the rate fields plus invoice due days and mandatory rest hours. */
export const systemSettingsFormSchema = z.pipe(
  z
    .object({
      ...rateFields,
      dueInvoiceDays: wholeNumber(DUE_DAYS.min, DUE_DAYS.max),
      mandatoryRestHours: wholeNumber(REST_HOURS.min, REST_HOURS.max),
    })
    .check(z.superRefine(checkRates)),
  z.transform(withEmployeeRate),
);
export type SystemSettingsFormFields = z.input<typeof systemSettingsFormSchema>;
export type SystemSettingsForm = z.output<typeof systemSettingsFormSchema>;
