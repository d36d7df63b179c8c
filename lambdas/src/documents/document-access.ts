import {
  canChangePartnerDocuments,
  canReadPartnerDocuments,
  DOCUMENT_READING_SHIFT_STATUSES,
  NotFoundError,
  PARTNER_NOT_FOUND,
} from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import type { DocumentDeps } from './document-deps';

/** The partner must exist; a missing one answers like one the viewer may not see. */
async function assertPartnerExists(deps: Pick<DocumentDeps, 'partners'>, partnerId: string): Promise<void> {
  if (!(await deps.partners.getPartner(partnerId))) throw new NotFoundError(PARTNER_NOT_FOUND);
}

/** Whether the organisation has a CLAIMED or FINISHED shift of the partner (one keyed query). */
async function organisationHasShiftOf(
  deps: Pick<DocumentDeps, 'shifts'>,
  clientId: string,
  partnerId: string,
): Promise<boolean> {
  const page = await deps.shifts.listShifts({
    filter: { clientIds: [clientId], partnerIds: [partnerId], statuses: DOCUMENT_READING_SHIFT_STATUSES },
    limit: 1,
  });
  return page.items.length > 0;
}

/**
 * Reads (list, download): the partner, administrators, and an organisation with a CLAIMED or
 * FINISHED shift of the partner. Anyone else gets the same 404 as for a partner that does not exist.
 */
export async function assertCanReadDocuments(
  deps: Pick<DocumentDeps, 'partners' | 'shifts'>,
  viewer: Viewer,
  partnerId: string,
): Promise<void> {
  const allowed = await canReadPartnerDocuments(viewer, partnerId, (clientId) =>
    organisationHasShiftOf(deps, clientId, partnerId),
  );
  if (!allowed) throw new NotFoundError(PARTNER_NOT_FOUND);
  await assertPartnerExists(deps, partnerId);
}

/** Changes (upload, confirm, rename, delete): the partner itself and administrators only. */
export async function assertCanChangeDocuments(
  deps: Pick<DocumentDeps, 'partners'>,
  viewer: Viewer,
  partnerId: string,
): Promise<void> {
  if (!canChangePartnerDocuments(viewer, partnerId)) throw new NotFoundError(PARTNER_NOT_FOUND);
  await assertPartnerExists(deps, partnerId);
}
