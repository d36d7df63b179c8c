import type { ShiftQuote, ShiftQuoteBody } from '@careshift/contract/operations/shift-quote';
import {
  calculateShiftCost,
  CURRENCY,
  DEFAULT_SYSTEM_SETTINGS,
  effectiveConfig,
  isAdministrator,
  moneyVisibleTo,
  ValidationError,
} from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { clientFor } from './create-shifts';
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
  if (!isAdministrator(viewer) && !client.positionIds.includes(body.positionId)) {
    throw invalid('positionId', 'Your organisation does not offer this position.');
  }
  const [position, system, clientConfig] = await Promise.all([
    deps.positions.getPosition(body.positionId),
    deps.settings.getSystemSettings(),
    deps.settings.getClientConfig(client.clientId),
  ]);
  if (!position) throw invalid('positionId', 'This position does not exist.');
  const config = effectiveConfig(system ?? DEFAULT_SYSTEM_SETTINGS, clientConfig ?? null);
  const sum = { totalCost: 0, companyCommission: 0, employeeEarnings: 0 };
  for (const shift of body.shifts) {
    if (Date.parse(shift.endDate) <= Date.parse(shift.startDate)) {
      throw invalid('endDate', 'End must be after start.');
    }
    const cost = calculateShiftCost({ rates: position, config, start: shift.startDate, end: shift.endDate });
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
