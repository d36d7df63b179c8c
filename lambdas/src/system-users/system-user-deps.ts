import { createSystemUserRepository } from '@careshift/db';

import { accountDeps, accountNoticeOutbox } from '../accounts/account-deps';
import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import type { SystemUserDeps } from './system-users';

/** The system users area: their records, the user pool, the clock and the sign-in notices. */
export function systemUserDeps(): SystemUserDeps {
  return {
    ...repositoriesOf({ systemUsers: createSystemUserRepository }),
    ...accountDeps(),
    clock,
    ...accountNoticeOutbox(),
  };
}
