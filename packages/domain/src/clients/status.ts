/** Client (organisation) statuses (spec section 4); a new client is VERIFIED; only an administrator changes it. */
export const CLIENT_STATUSES = ['VERIFIED', 'PENDING', 'DISABLED'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const DEFAULT_CLIENT_STATUS: ClientStatus = 'VERIFIED';

/** Client user statuses: VERIFIED by default; ACTIVE also occurs and is shown with its own badge colour. */
export const CLIENT_USER_STATUSES = ['VERIFIED', 'ACTIVE', 'PENDING', 'DISABLED'] as const;
export type ClientUserStatus = (typeof CLIENT_USER_STATUSES)[number];
export const DEFAULT_CLIENT_USER_STATUS: ClientUserStatus = 'VERIFIED';

export function isClientStatus(value: unknown): value is ClientStatus {
  return typeof value === 'string' && (CLIENT_STATUSES as readonly string[]).includes(value);
}

/** A client creates shifts only while VERIFIED (spec section 6); administrators create for any client. */
export function canClientCreateShifts(status: ClientStatus): boolean {
  return status === 'VERIFIED';
}

/** Users of a DISABLED client, and DISABLED users, cannot sign in. */
export function canClientUserSignIn(clientStatus: ClientStatus, userStatus: ClientUserStatus): boolean {
  return clientStatus !== 'DISABLED' && userStatus !== 'DISABLED';
}
