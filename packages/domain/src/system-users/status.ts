/** System user statuses (spec section 4); the form offers ACTIVE and DISABLED; a new one is ACTIVE. */
export const SYSTEM_USER_STATUSES = ['ACTIVE', 'INACTIVE', 'DISABLED'] as const;
export type SystemUserStatus = (typeof SYSTEM_USER_STATUSES)[number];
export const SYSTEM_USER_FORM_STATUSES: readonly SystemUserStatus[] = ['ACTIVE', 'DISABLED'];
/** The statuses the system users list filters on (spec section 7). */
export const SYSTEM_USER_LIST_STATUSES: readonly SystemUserStatus[] = ['ACTIVE', 'INACTIVE'];
export const DEFAULT_SYSTEM_USER_STATUS: SystemUserStatus = 'ACTIVE';

export function isSystemUserStatus(value: unknown): value is SystemUserStatus {
  return typeof value === 'string' && (SYSTEM_USER_STATUSES as readonly string[]).includes(value);
}

/** Only an ACTIVE administrator signs in; INACTIVE and DISABLED ones are kept for the record. */
export function canSystemUserSignIn(status: SystemUserStatus): boolean {
  return status === 'ACTIVE';
}
