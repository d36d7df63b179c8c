import type { FillRateReportView } from '@careshift/contract';
import type { ClientRepository, ShiftFillFacts, ShiftFillFactsRepository } from '@careshift/db';
import { assertCanActOnClient, CLIENT_NOT_FOUND, NotFoundError } from '@careshift/domain';
import {
  DEFAULT_FILL_RATE_PERIOD,
  fillRateRange,
  fillRateReport,
} from '@careshift/domain/statistics/fill-rate';
import type { FillRatePeriod } from '@careshift/domain/statistics/fill-rate';

import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';

export interface FillRateDeps {
  shiftFillFacts: Pick<ShiftFillFactsRepository, 'readFillFacts'>;
  clients: Pick<ClientRepository, 'getClient'>;
  clock: Clock;
}

const positionNames = (shift: ShiftFillFacts) => ({
  positionName: shift.positionName,
  ...(shift.positionNameEl ? { positionNameEl: shift.positionNameEl } : {}),
});

/**
 * The report of the shifts that started in the period (one organisation's, or every one's): read once,
 * computed by the domain's fillRateReport (docs/decisions/web/fill-rate-reporting.md).
 */
async function report(
  deps: FillRateDeps,
  days: FillRatePeriod | undefined,
  clientId?: string,
): Promise<FillRateReportView> {
  const now = deps.clock.now();
  const period = days ?? DEFAULT_FILL_RATE_PERIOD;
  const range = fillRateRange(now, period);
  const shifts = await deps.shiftFillFacts.readFillFacts({ ...range, ...(clientId ? { clientId } : {}) });
  const { overall, positions } = fillRateReport(shifts, positionNames);
  return {
    days: period,
    from: range.startFrom,
    to: range.startBefore,
    overall,
    positions: positions.map(({ position, ...figures }) => ({ ...figures, ...position })),
    generatedAt: now.toISOString(),
  };
}

/** request-getFillRate: every organisation's shifts (administrators: the dashboard). */
export function fillRate(deps: FillRateDeps, query: { days?: FillRatePeriod }) {
  return report(deps, query.days);
}

/**
 * client-fillRate: one organisation's shifts. Its own users only (another organisation's, or one that does
 * not exist, answers 404 alike); administrators any existing one.
 */
export async function clientFillRate(
  deps: FillRateDeps,
  viewer: Viewer,
  clientId: string,
  query: { days?: FillRatePeriod },
) {
  assertCanActOnClient(viewer, clientId);
  if (!(await deps.clients.getClient(clientId))) throw new NotFoundError(CLIENT_NOT_FOUND);
  return report(deps, query.days, clientId);
}
