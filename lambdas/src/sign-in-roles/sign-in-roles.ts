import type { SignInRole } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { CLIENT_NOT_FOUND, NotFoundError, ValidationError } from '@careshift/domain';
import type { Role } from '@careshift/domain';

import type { Account, CognitoAccounts } from '../accounts/cognito-accounts';

export interface SignInRoleDeps {
  accounts: CognitoAccounts;
  clients: Pick<Repositories['clients'], 'getClient'>;
}

function toSignInRole(account: Account): SignInRole {
  return {
    authId: account.authId,
    companyId: account.companyId ?? null,
    role: account.role ?? null,
    email: account.email ?? null,
    phoneNumber: account.phoneNumber ?? null,
    enabled: account.enabled,
  };
}

const NO_USER = 'No user found for this search.';

/** Manage Claims: look a sign-in up by exactly one of auth id, e-mail or registration mobile number. */
export async function signInRoleGet(
  deps: SignInRoleDeps,
  query: { authId?: string; email?: string; regMobileNumber?: string },
): Promise<SignInRole> {
  const account = query.authId
    ? await deps.accounts.findByAuthId(query.authId)
    : query.email
      ? await deps.accounts.findByEmail(query.email.toLowerCase())
      : await deps.accounts.findByPhoneNumber((query.regMobileNumber ?? '').replace(/\s/g, ''));
  if (!account) throw new NotFoundError(NO_USER);
  return toSignInRole(account);
}

/**
 * Sets role and company on the sign-in. A company must be an existing client. The tokens the user
 * already has stop working at once (the change revokes them); the new role comes with the next sign-in.
 */
export async function signInRoleUpdate(
  deps: SignInRoleDeps,
  body: { authId: string; role: Role | ''; companyId: string },
): Promise<SignInRole> {
  const account = await deps.accounts.findByAuthId(body.authId);
  if (!account) throw new NotFoundError(NO_USER);
  if (body.companyId && !(await deps.clients.getClient(body.companyId))) {
    throw new ValidationError(CLIENT_NOT_FOUND, { companyId: CLIENT_NOT_FOUND });
  }
  const tokenClaims = { role: body.role || undefined, companyId: body.companyId || undefined };
  await deps.accounts.setClaims(account.authId, tokenClaims);
  return toSignInRole({ ...account, ...tokenClaims });
}
