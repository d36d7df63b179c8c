import { canActOnPartner } from '../permissions/ownership';
import { isClientUser } from '../permissions/viewer';
import type { Viewer } from '../permissions/viewer';
import type { ShiftStatus } from '../shifts/status';

/** The statuses of a shift that let its organisation read the partner's documents (read only). */
export const DOCUMENT_READING_SHIFT_STATUSES = [
  'CLAIMED',
  'FINISHED',
] as const satisfies readonly ShiftStatus[];

/** The partner itself and administrators read and change a partner's documents. */
export function canChangePartnerDocuments(viewer: Viewer, partnerId: string): boolean {
  return canActOnPartner(viewer, partnerId);
}

/**
 * Reading also: a user of an organisation that has a CLAIMED or FINISHED shift of the partner
 * (`organisationHasShiftOfPartner` is asked only for client users).
 */
export async function canReadPartnerDocuments(
  viewer: Viewer,
  partnerId: string,
  organisationHasShiftOfPartner: (clientId: string) => Promise<boolean>,
): Promise<boolean> {
  if (canActOnPartner(viewer, partnerId)) return true;
  if (!isClientUser(viewer) || !viewer.clientId) return false;
  return organisationHasShiftOfPartner(viewer.clientId);
}
