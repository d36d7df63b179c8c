import type { Partner, PartnerListItem } from '@careshift/contract';
import type { PartnerRecord, Repositories } from '@careshift/db';
import type { PartnerStatus } from '@careshift/domain';
import { assertCanActOnPartner, isAdministrator, PARTNER_NOT_FOUND } from '@careshift/domain';

import { found } from '../http/found';
import type { Viewer } from '../http/viewer';
import { standingGuidanceOf } from '../standing/standing-guidance';
import type { StandingGuidanceDeps } from '../standing/standing-guidance';

import type { PartnerDeps } from './partner-deps';
import { toPartner, toPartnerProfile } from './partner-views';

export async function loadPartner(
  deps: Pick<PartnerDeps, 'partners'>,
  partnerId: string,
): Promise<PartnerRecord> {
  return found(await deps.partners.getPartner(partnerId), PARTNER_NOT_FOUND);
}

export async function loadPrivateParts(deps: Pick<PartnerDeps, 'partnerPrivate'>, partnerId: string) {
  const [info, bankDetails] = await Promise.all([
    deps.partnerPrivate.getPartnerInfo(partnerId),
    deps.partnerPrivate.getPartnerBankDetails(partnerId),
  ]);
  return { info, bankDetails };
}

/** The partner list: a name prefix (≥ 3 characters) searches, otherwise by status / position; 10 per page. */
export async function listPartners(
  deps: PartnerDeps & Pick<Repositories, 'heedTransfers'>,
  query: { name: string; status?: PartnerStatus; positionId: string; limit?: number; cursor?: string },
): Promise<{
  items: PartnerListItem[];
  cursor: Awaited<ReturnType<PartnerDeps['partners']['listPartners']>>['cursor'];
}> {
  const filter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.positionId ? { positionId: query.positionId } : {}),
    cursor: query.cursor,
    limit: query.limit,
  };
  const page = query.name
    ? await deps.partners.searchPartnersByName({ ...filter, query: query.name })
    : await deps.partners.listPartners(filter);
  // The page's latest transfers to Heed in one batch read, not one read per row (issue 32 item 12).
  const transfers = await deps.heedTransfers.getHeedTransfers(page.items.map((item) => item.partnerId));
  const items = page.items.map((record) => {
    const transferredAt = transfers.get(record.partnerId)?.transferredAt;
    return { ...toPartnerProfile(record), ...(transferredAt ? { heedTransferredAt: transferredAt } : {}) };
  });
  return { items, cursor: page.cursor };
}

/**
 * A partner with private info and bank details: administrators any partner (with their notes), a
 * partner only itself (without the notes); when not VERIFIED, its standing guidance.
 */
export async function getPartner(
  deps: PartnerDeps & StandingGuidanceDeps & Pick<Repositories, 'heedTransfers'>,
  viewer: Viewer,
  partnerId: string,
): Promise<Partner> {
  assertCanActOnPartner(viewer, partnerId);
  const [record, parts] = await Promise.all([
    loadPartner(deps, partnerId),
    loadPrivateParts(deps, partnerId),
  ]);
  const partner = toPartner(record, { ...parts, withNotes: isAdministrator(viewer) });
  // Not VERIFIED: why, and what to do about it (issue 32, item 1).
  const standing = await standingGuidanceOf(deps, record, deps.clock.now());
  // Administrators see the latest transfer to Heed (issue 32 item 12).
  const transfer = isAdministrator(viewer) ? await deps.heedTransfers.getHeedTransfer(partnerId) : undefined;
  return {
    ...partner,
    ...(standing ? { standing } : {}),
    ...(transfer
      ? { heedTransfer: { transferredAt: transfer.transferredAt, transferredBy: transfer.transferredBy } }
      : {}),
  };
}
