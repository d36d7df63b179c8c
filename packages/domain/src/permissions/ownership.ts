import { NotAllowedError, NotFoundError } from '../errors';

import { isAdministrator, isClientOf, isPartnerSelf, type Viewer } from './viewer';

/** An administrator acts on every client; a client user only on its own company (spec section 6). */
export function canActOnClient(viewer: Viewer, clientId: string): boolean {
  return isAdministrator(viewer) || isClientOf(viewer, clientId);
}

/** An administrator acts on every partner; a partner only on itself (spec section 6). */
export function canActOnPartner(viewer: Viewer, partnerId: string): boolean {
  return isAdministrator(viewer) || isPartnerSelf(viewer, partnerId);
}

export const CLIENT_NOT_FOUND = 'This client does not exist.';
export const PARTNER_NOT_FOUND = 'This partner does not exist.';

/**
 * Another tenant's client or partner answers exactly like one that does not exist (a 404 with the
 * same message), so nobody learns which ids exist (OWASP API1, uniform replies).
 */
export function assertCanActOnClient(viewer: Viewer, clientId: string): void {
  if (!canActOnClient(viewer, clientId)) throw new NotFoundError(CLIENT_NOT_FOUND);
}

export function assertCanActOnPartner(viewer: Viewer, partnerId: string): void {
  if (!canActOnPartner(viewer, partnerId)) throw new NotFoundError(PARTNER_NOT_FOUND);
}

/** Only administrators. */
export function assertAdministrator(viewer: Viewer): void {
  if (!isAdministrator(viewer)) throw new NotAllowedError('Only an administrator can do this.');
}
