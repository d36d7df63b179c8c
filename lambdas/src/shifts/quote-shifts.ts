import type { ShiftQuote, ShiftQuoteBody } from '@careshift/contract/operations/shift-quote';
import { calculateShiftCost, CURRENCY, moneyVisibleTo, ValidationError } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { clientFor, rowContext } from './create-shifts';
import type { ShiftDeps } from './shift-deps';

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message });

/**
 * request-quote: the price of shifts about to be posted, with the position's rates and the organisation's
 * effective configuration, as request-create will store them (the same cost engine). What the viewer sees
 * of it follows the domain's moneyVisibleTo: an organisation the total only, administrators the split too.
 */
export async function quoteShifts(
  deps: ShiftDeps,
  viewer: Viewer,
  body: ShiftQuoteBody,
): Promise<ShiftQuote> {
  const client = await clientFor(deps, viewer, { clientId: body.clientId ?? '' });
  // The same position check, rates and effective configuration request-create prices with.
  const { rates, config } = await rowContext(
    deps,
    viewer,
    { positionId: body.positionId, shifts: [] },
    client,
    deps.clock.now(),
  );
  const sum = { totalCost: 0, companyCommission: 0, employeeEarnings: 0 };
  for (const shift of body.shifts) {
    if (Date.parse(shift.endDate) <= Date.parse(shift.startDate)) {
      throw invalid('endDate', 'End must be after start.');
    }
    const cost = calculateShiftCost({ rates, config, start: shift.startDate, end: shift.endDate });
    sum.totalCost += cost.totalCost;
    sum.companyCommission += cost.companyCommission;
    sum.employeeEarnings += cost.employeeEarnings;
  }
  const split = moneyVisibleTo(viewer).costSplit;
  return {
    count: body.shifts.length,
    totalCost: sum.totalCost,
    ...(split ? { companyCommission: sum.companyCommission, employeeEarnings: sum.employeeEarnings } : {}),
    currency: CURRENCY,
  };
}
