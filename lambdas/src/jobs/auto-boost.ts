import type { ClientRecord, Repositories, ShiftRecord } from '@careshift/db';
import { AUTO_BOOST_BOUNDS, HOUR_MS, isAutoBoostDue } from '@careshift/domain';

import { repriced } from '../shifts/boost-pricing';

import type { JobInput } from './job-run';

export type AutoBoostDeps = Pick<Repositories, 'shiftBoosts' | 'clients' | 'settings'> & {
  logError: (message: string, details: Record<string, unknown>) => void;
};

export interface AutoBoostResult {
  /** Shifts raised by one automatic boost this run. */
  boosted: number;
  /** Open shifts inside the longest window that were not due (no setting, not yet, or enough). */
  notDue: number;
  /** Claimed or changed meanwhile, or failed: the next run looks again. */
  failed: number;
}

/** The actor of the automatic boosts in the trail. */
const SCHEDULER = { id: 'scheduler', role: 'SCHEDULER' as const };

/**
 * The automatic rate boost (issue 35 item 4): every VERIFIED shift whose claim deadline is within the
 * longest window an organisation may set (72 hours) gets one boost of its organisation's percentage when
 * the domain's isAutoBoostDue says so (unclaimed N hours before the deadline, fewer automatic boosts than
 * due, under the cap). Each boost is the same versioned write as a boost by hand, `automatic: true`,
 * by the SCHEDULER; a claim in between wins (the write is refused and counted as failed).
 */
export async function runAutoBoost(input: JobInput<AutoBoostDeps>): Promise<AutoBoostResult> {
  const { deps, now } = input;
  const result: AutoBoostResult = { boosted: 0, notDue: 0, failed: 0 };
  const shifts = await deps.shiftBoosts.listOpenByDeadline({
    from: now.toISOString(),
    to: new Date(now.getTime() + AUTO_BOOST_BOUNDS.hoursBeforeDeadline.max * HOUR_MS).toISOString(),
    max: input.limit ?? 1000,
  });
  const clients = new Map<string, Promise<ClientRecord | undefined>>();
  const clientOf = (clientId: string) => {
    if (!clients.has(clientId)) clients.set(clientId, deps.clients.getClient(clientId));
    return clients.get(clientId) as Promise<ClientRecord | undefined>;
  };
  for (const shift of shifts) {
    const settings = (await clientOf(shift.clientId))?.autoBoost;
    if (!isAutoBoostDue(shift, settings, now) || !settings) {
      result.notDue += 1;
      continue;
    }
    try {
      await boostOnce(deps, shift, settings.percent, now);
      result.boosted += 1;
    } catch (error) {
      deps.logError('Automatic boost failed', { shiftId: shift.shiftId, error });
      result.failed += 1;
    }
  }
  return result;
}

async function boostOnce(deps: AutoBoostDeps, shift: ShiftRecord, percent: number, now: Date) {
  const boost = { kind: 'PERCENT' as const, value: percent };
  const { rates, cost } = await repriced(deps, shift, boost);
  await deps.shiftBoosts.boostShift({
    shift,
    boost: { ...boost, automatic: true },
    rates,
    cost,
    context: { actor: SCHEDULER, at: now.toISOString() },
  });
}
