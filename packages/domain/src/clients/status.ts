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

/** Whether a client's users may sign in at all: not while the client is DISABLED. */
export function canClientSignIn(clientStatus: ClientStatus): boolean {
  return clientStatus !== 'DISABLED';
}

/** Whether a client user's own status lets it sign in (its account stays enabled in the user pool). */
export function isClientUserSignInEnabled(userStatus: ClientUserStatus): boolean {
  return userStatus !== 'DISABLED';
}
