import { costFromRateMinutes } from '@careshift/domain/cost/cost-rules';
import type { ShiftCost } from '@careshift/domain/cost/cost-rules';
import { eurosToCents, hasAtMostTwoDecimals } from '@careshift/domain/money';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';

/**
 * The commission percent of the split while the system configuration (settings-get) is loading or
 * could not be read: the domain's default (20 %). Once read, the form uses the configured one.
 */
export const SPLIT_COMMISSION_PERCENT = DEFAULT_SYSTEM_SETTINGS.companyCommissionRatePercent;

/** One hour at a rate, split the way the cost engine splits a shift: commission + employee = rate. */
export function splitHourlyRate(rateCents: number, commissionPercent = SPLIT_COMMISSION_PERCENT): ShiftCost {
  return costFromRateMinutes(rateCents * 60, commissionPercent);
}

/** The split of a rate typed in the form, or undefined while the text is not a valid euro amount. */
export function splitTypedRate(
  euros: string,
  commissionPercent = SPLIT_COMMISSION_PERCENT,
): ShiftCost | undefined {
  if (!hasAtMostTwoDecimals(euros)) return undefined;
  return splitHourlyRate(eurosToCents(euros), commissionPercent);
}
