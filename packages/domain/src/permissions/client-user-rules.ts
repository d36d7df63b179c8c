import { NotAllowedError } from '../errors';

import { isAdministrator, isClientOwner, isClientUser, type Viewer } from './viewer';

/** The client user a rule is about: who it is and whether it is the account owner. */
export interface ClientUserTarget {
  userId: string;
  owner: boolean;
}

export const OWNER_CONTACT_DETAILS =
  "Only the account owner or an administrator can change the account owner's e-mail or phone.";
export const OWN_SIGN_IN = 'You cannot disable or delete your own sign-in.';
export const OWNER_SIGN_IN =
  'Only the account owner or an administrator can disable or delete the account owner.';

const isSelf = (viewer: Viewer, target: ClientUserTarget) =>
  !!viewer.userId && viewer.userId === target.userId;

/**
 * Who may change a client user's e-mail or contact phone (issue 29): administrators anyone's; the owner
 * its own and its users'; an ordinary user its own and other ordinary users', never the owner's
 * (whoever holds the owner's e-mail holds the account). Ownership of the company is checked apart.
 */
export function canChangeClientUserContact(viewer: Viewer, target: ClientUserTarget): boolean {
  if (isAdministrator(viewer)) return true;
  if (!isClientUser(viewer)) return false;
  return !target.owner || isClientOwner(viewer) || isSelf(viewer, target);
}

/**
 * Who may take a client user's sign-in away (disable or delete): administrators anyone's; a client
 * user never its own (it would lock itself out), and the owner's only when it is an owner too.
 */
export function canEndClientUserSignIn(viewer: Viewer, target: ClientUserTarget): boolean {
  if (isAdministrator(viewer)) return true;
  if (!isClientUser(viewer) || isSelf(viewer, target)) return false;
  return !target.owner || isClientOwner(viewer);
}

export function assertCanChangeClientUserContact(viewer: Viewer, target: ClientUserTarget): void {
  if (!canChangeClientUserContact(viewer, target))
    throw new NotAllowedError(OWNER_CONTACT_DETAILS, 'OWNER_CONTACT_DETAILS');
}

export function assertCanEndClientUserSignIn(viewer: Viewer, target: ClientUserTarget): void {
  if (canEndClientUserSignIn(viewer, target)) return;
  throw new NotAllowedError(isSelf(viewer, target) && !isAdministrator(viewer) ? OWN_SIGN_IN : OWNER_SIGN_IN);
}
