import type { PartnerSearchResult, ShiftDetail } from '@careshift/contract';
import { PARTNER_SEARCH_LIMIT } from '@careshift/contract';

import type { Viewer } from '../http/viewer';

import { loadVisibleShift } from './shift-access';
import type { ShiftDeps } from './shift-deps';
import { shiftDetail } from './shift-detail';

/** request-get: the shift as this viewer may see it, with the actions they may take now. */
export async function getShift(deps: ShiftDeps, viewer: Viewer, shiftId: string): Promise<ShiftDetail> {
  const shift = await loadVisibleShift(deps, viewer, shiftId);
  return shiftDetail(deps, shift, viewer, deps.clock.now());
}

/** request-getEntityCounts: the landing page's open shifts, from the aggregates (spec: `[{requests}]`). */
export async function entityCounts(deps: Pick<ShiftDeps, 'aggregates'>): Promise<{ requests: number }[]> {
  const counts = await deps.aggregates.readEntityCounts();
  return [{ requests: Math.max(0, counts.openShifts) }];
}

/** requests-partnerSearch: VERIFIED partners to assign, by name prefix, of the shift's position when given. */
export async function searchPartnersToAssign(
  deps: Pick<ShiftDeps, 'partners'>,
  query: { query: string; positionId?: string },
): Promise<{ items: PartnerSearchResult[] }> {
  const page = await deps.partners.searchPartnersByName({
    query: query.query,
    status: 'VERIFIED',
    ...(query.positionId ? { positionId: query.positionId } : {}),
    limit: PARTNER_SEARCH_LIMIT,
  });
  return {
    items: page.items.slice(0, PARTNER_SEARCH_LIMIT).map((partner) => ({
      id: partner.partnerId,
      firstName: partner.firstName,
      lastName: partner.lastName,
      status: partner.status,
      ratingScore: partner.ratingScore,
      ratingCount: partner.ratingCount ?? 0,
    })),
  };
}
