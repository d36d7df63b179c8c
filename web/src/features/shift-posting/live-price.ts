import type { ClientSettings, PositionRates, ShiftCost, SystemSettings } from '@careshift/domain';
import { calculateShiftCost, effectiveSettings } from '@careshift/domain';

export interface LivePriceInput {
  rates: PositionRates | undefined;
  /** settings-get's configuration in force. */
  system: SystemSettings | undefined;
  /** The client's own configuration (client-get, administrators), when it has one. */
  clientConfig: ClientSettings | null | undefined;
  start: string;
  end: string;
}

/**
 * The price a shift will be stored with, computed in the browser with the domain's cost engine and the
 * effective configuration (the client's own over the system's), as the API does when it posts; null
 * until the position, the configuration and valid times are known.
 */
export function livePrice(input: LivePriceInput): ShiftCost | null {
  const { rates, system, start, end } = input;
  if (!rates || !system || !start || !end) return null;
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) return null;
  try {
    return calculateShiftCost({ rates, config: effectiveSettings(system, input.clientConfig), start, end });
  } catch {
    return null;
  }
}

/** The price of several shifts of one client and position (the multi-create preview): their sum, or null. */
export function livePriceOfMany(
  base: Omit<LivePriceInput, 'start' | 'end'>,
  spans: readonly { start: string; end: string }[],
): ShiftCost | null {
  if (spans.length === 0) return null;
  const total: ShiftCost = { totalCost: 0, companyCommission: 0, employeeEarnings: 0 };
  for (const span of spans) {
    const price = livePrice({ ...base, ...span });
    if (!price) return null;
    total.totalCost += price.totalCost;
    total.companyCommission += price.companyCommission;
    total.employeeEarnings += price.employeeEarnings;
  }
  return total;
}
