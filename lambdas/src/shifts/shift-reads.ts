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

/**
 * The partners the shift's organisation blocked (issue 35): the assign search leaves them out, as the
 * claim would refuse them. None without a shift (or for a shift that does not exist).
 */
async function blockedByShiftsClient(
  deps: Pick<ShiftDeps, 'shifts' | 'partnerMarks'>,
  shiftId: string | undefined,
): Promise<Set<string>> {
  const shift = shiftId ? await deps.shifts.getShift(shiftId) : undefined;
  if (!shift) return new Set();
  const marks = await deps.partnerMarks.listClientMarks(shift.clientId);
  return new Set(marks.filter((mark) => mark.kind === 'BLOCK').map((mark) => mark.partnerId));
}

/** requests-partnerSearch: VERIFIED partners to assign, by name prefix, of the shift's position when given. */
export async function searchPartnersToAssign(
  deps: Pick<ShiftDeps, 'partners' | 'shifts' | 'partnerMarks'>,
  query: { query: string; positionId?: string; shiftId?: string },
): Promise<{ items: PartnerSearchResult[] }> {
  const [page, blocked] = await Promise.all([
    deps.partners.searchPartnersByName({
      query: query.query,
      status: 'VERIFIED',
      ...(query.positionId ? { positionId: query.positionId } : {}),
      limit: PARTNER_SEARCH_LIMIT,
    }),
    blockedByShiftsClient(deps, query.shiftId),
  ]);
  return {
    items: page.items
      .filter((partner) => !blocked.has(partner.partnerId))
      .slice(0, PARTNER_SEARCH_LIMIT)
      .map((partner) => ({
        id: partner.partnerId,
        firstName: partner.firstName,
        lastName: partner.lastName,
        status: partner.status,
        ratingScore: partner.ratingScore,
        ratingCount: partner.ratingCount ?? 0,
      })),
  };
}
