import type { Repositories } from '@careshift/db';

import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import type { Clock } from '../clock';

/** What the partners area's use cases receive: repositories, the user pool and the clock. */
export type PartnerDeps = Pick<Repositories, 'partners' | 'partnerPrivate' | 'positions'> & {
  accounts: LifecycleAccounts;
  clock: Clock;
};
