import type { Repositories } from '@careshift/db';

import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import type { CognitoAccounts } from '../accounts/cognito-accounts';
import type { Clock } from '../clock';

/** What the clients area's use cases receive: repositories, the user pool and the clock. */
export type ClientDeps = Pick<
  Repositories,
  'clients' | 'clientUsers' | 'positions' | 'settings' | 'aggregates' | 'shifts'
> & {
  accounts: LifecycleAccounts & Pick<CognitoAccounts, 'sendPasswordReset'>;
  clock: Clock;
};
