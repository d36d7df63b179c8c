import type { Repositories, ShiftRecord } from '@careshift/db';
import {
  boostedRates,
  calculateShiftCost,
  DEFAULT_SYSTEM_SETTINGS,
  effectiveSettings,
} from '@careshift/domain';
import type { CostSettings, RateBoost } from '@careshift/domain';

type PricingDeps = Pick<Repositories, 'settings'>;

/** The configuration the shift was priced with (stored), or the effective one for older shifts. */
async function costConfig(deps: PricingDeps, shift: ShiftRecord): Promise<CostSettings> {
  if (shift.costConfig) return shift.costConfig;
  const [system, client] = await Promise.all([
    deps.settings.getSystemSettings(),
    deps.settings.getClientSettings(shift.clientId),
  ]);
  const { companyCommissionRatePercent, nightShiftStartHour, nightShiftEndHour } = effectiveSettings(
    system ?? DEFAULT_SYSTEM_SETTINGS,
    client ?? null,
  );
  return { companyCommissionRatePercent, nightShiftStartHour, nightShiftEndHour };
}

/**
 * A shift's rates and cost after a boost (issue 35 item 4): the domain's boostedRates on its stored
 * rates, priced by the cost engine with the configuration it was priced with. Shared by the boost by
 * hand (rate-boost.ts) and the automatic boost job (jobs/auto-boost.ts).
 */
export async function repriced(deps: PricingDeps, shift: ShiftRecord, boost: RateBoost) {
  const rates = boostedRates(shift.positionRates, boost);
  const cost = calculateShiftCost({
    rates,
    config: await costConfig(deps, shift),
    start: shift.startDate,
    end: shift.endDate,
  });
  return { rates, cost };
}
