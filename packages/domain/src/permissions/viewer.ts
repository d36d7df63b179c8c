import type { Role } from '../roles';

/**
 * Who is asking, as the API reads it from the token claims. For an EMPLOYEE, `userId` is the partner id;
 * for a CLIENT or OWNER, `clientId` is the client id. A viewer with no role has no rights.
 */
export interface Viewer {
  role?: Role | null;
  userId?: string | null;
  clientId?: string | null;
}

/** An administrator (system user). */
export function isAdministrator(viewer: Viewer): boolean {
  return viewer.role === 'SYSTEM_USER';
}

/** A user of a client organisation; OWNER is the account owner created with the client and counts as one. */
export function isClientUser(viewer: Viewer): boolean {
  return viewer.role === 'CLIENT' || viewer.role === 'OWNER';
}

/** The account owner of a client (created with it), who alone may disable or delete another owner. */
export function isClientOwner(viewer: Viewer): boolean {
  return viewer.role === 'OWNER';
}

/** A partner (nurse or carer). */
export function isPartner(viewer: Viewer): boolean {
  return viewer.role === 'EMPLOYEE';
}

/** A user of exactly this client. */
export function isClientOf(viewer: Viewer, clientId: string | null | undefined): boolean {
  return isClientUser(viewer) && !!viewer.clientId && !!clientId && viewer.clientId === clientId;
}

/** This very partner. */
export function isPartnerSelf(viewer: Viewer, partnerId: string | null | undefined): boolean {
  return isPartner(viewer) && !!viewer.userId && !!partnerId && viewer.userId === partnerId;
}
