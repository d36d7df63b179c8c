import type { Repositories } from '@careshift/db';

import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import type { Clock } from '../clock';

/** What the clients area's use cases receive: repositories, the user pool and the clock. */
export type ClientDeps = Pick<Repositories, 'clients' | 'clientUsers' | 'positions'> & {
  accounts: LifecycleAccounts;
  clock: Clock;
};
