import type { ClientConfig, PositionRates, ShiftCost, SystemSettings } from '@careshift/domain';
import { calculateShiftCost, effectiveConfig } from '@careshift/domain';

export interface LivePriceInput {
  rates: PositionRates | undefined;
  /** settings-get's configuration in force. */
  system: SystemSettings | undefined;
  /** The client's own configuration (client-get, administrators), when it has one. */
  clientConfig: ClientConfig | null | undefined;
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
    return calculateShiftCost({ rates, config: effectiveConfig(system, input.clientConfig), start, end });
  } catch {
    return null;
  }
}
