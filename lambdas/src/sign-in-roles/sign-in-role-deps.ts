import { createClientRepository } from '@careshift/db';

import { accountDeps } from '../accounts/account-deps';
import { repositoriesOf } from '../repositories';

import type { SignInRoleDeps } from './sign-in-roles';

/** The sign-in roles area (Manage Claims): the user pool, and the clients a role may name. */
export function signInRoleDeps(): SignInRoleDeps {
  return { ...accountDeps(), ...repositoriesOf({ clients: createClientRepository }) };
}
