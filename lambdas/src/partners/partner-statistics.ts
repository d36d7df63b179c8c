import type { PartnerStatisticsRow } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { nicosiaToday, NotFoundError, PARTNER_NOT_FOUND } from '@careshift/domain';

import type { Clock } from '../clock';
import { toReview } from '../shifts/review-shift';

/**
 * request-getPartnersCount: the current Nicosia year's row per partner, read from the yearly
 * aggregates (one key query over the partners active that year, never the shifts).
 */
export async function readPartnerStatistics(deps: {
  aggregates: Pick<Repositories['aggregates'], 'readPartnerYearStats'>;
  clock: Clock;
}): Promise<PartnerStatisticsRow[]> {
  const year = nicosiaToday(deps.clock.now()).slice(0, 4);
  const rows = await deps.aggregates.readPartnerYearStats(year);
  return rows
    .map((row) => ({
      claimedBy: row.partnerId,
      employeeName: row.partnerName,
      claimedCount: row.claimedCount,
      finishedCount: row.finishedCount,
      canceledCount: row.canceledCount,
      abandonedCount: row.abandonedCount,
    }))
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
}

/** partner-reviews-list: a partner's reviews, newest first; an unknown partner is 404. */
export async function listReviewsOfPartner(
  deps: {
    reviews: Pick<Repositories['reviews'], 'listPartnerReviews'>;
    partners: Pick<Repositories['partners'], 'getPartner'>;
  },
  input: { partnerId: string; cursor?: string; limit?: number },
) {
  if (!(await deps.partners.getPartner(input.partnerId))) throw new NotFoundError(PARTNER_NOT_FOUND);
  const page = await deps.reviews.listPartnerReviews(input);
  return { items: page.items.map(toReview), cursor: page.cursor };
}
