import type { Repositories } from '@careshift/db';

import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import type { CognitoAccounts } from '../accounts/cognito-accounts';
import type { Clock } from '../clock';
import type { MessageSender } from '../notifications/message-sender';

/** What the clients area's use cases receive: repositories, the user pool, the clock and e-mail. */
export type ClientDeps = Pick<
  Repositories,
  'clients' | 'clientUsers' | 'positions' | 'settings' | 'aggregates' | 'shifts'
> & {
  accounts: LifecycleAccounts & Pick<CognitoAccounts, 'sendPasswordReset'>;
  clock: Clock;
  /** The notices to a user's address when its sign-in e-mail or phone changes. */
  sender: Pick<MessageSender, 'sendEmail'>;
};
