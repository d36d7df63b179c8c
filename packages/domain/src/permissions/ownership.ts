import { NotAllowedError } from '../errors';

import { isAdministrator, isClientOf, isPartnerSelf, type Viewer } from './viewer';

/** An administrator acts on every client; a client user only on its own company (spec section 6). */
export function canActOnClient(viewer: Viewer, clientId: string): boolean {
  return isAdministrator(viewer) || isClientOf(viewer, clientId);
}

/** An administrator acts on every partner; a partner only on itself (spec section 6). */
export function canActOnPartner(viewer: Viewer, partnerId: string): boolean {
  return isAdministrator(viewer) || isPartnerSelf(viewer, partnerId);
}

export function assertCanActOnClient(viewer: Viewer, clientId: string): void {
  if (!canActOnClient(viewer, clientId))
    throw new NotAllowedError('You can only act on your own organisation.');
}

export function assertCanActOnPartner(viewer: Viewer, partnerId: string): void {
  if (!canActOnPartner(viewer, partnerId))
    throw new NotAllowedError('You can only act on your own partner account.');
}

/** Only administrators. */
export function assertAdministrator(viewer: Viewer): void {
  if (!isAdministrator(viewer)) throw new NotAllowedError('Only an administrator can do this.');
}
