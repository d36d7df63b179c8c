import {
  createAggregateRepository,
  createClientRepository,
  createClientUserRepository,
  createPositionRepository,
  createSettingsRepository,
  createShiftRepositories,
  createSystemUserRepository,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { accountDeps, accountNoticeOutbox } from '../accounts/account-deps';
import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import type { AccountNoticeDeps } from '../accounts/account-notices';
import type { CognitoAccounts } from '../accounts/cognito-accounts';
import { clock } from '../clock';
import type { Clock } from '../clock';
import { createAppUrlResolver } from '../notifications/app-url';
import { repositoriesOf } from '../repositories';

/** What the clients area's use cases receive: repositories, the user pool, the clock and e-mail. */
export type ClientDeps = Pick<
  Repositories,
  'clients' | 'clientUsers' | 'positions' | 'settings' | 'aggregates' | 'shifts' | 'systemUsers'
> & {
  accounts: LifecycleAccounts & Pick<CognitoAccounts, 'sendPasswordReset'>;
  clock: Clock;
  /** The outbox of the notices to a user's address when its sign-in e-mail or phone changes. */
  notificationIntents: AccountNoticeDeps['notificationIntents'];
  /** The app's address, for the sign-in link in a new user's welcome e-mail. */
  appUrl: () => Promise<string | undefined>;
};

/** Read once per container (APP_URL or the web stack's SSM parameter). */
const appUrl = createAppUrlResolver();

/**
 * The clients area: clients, their users, positions (to check ids), client configurations, the
 * per-client shift counters, shifts (a partner's access), the user pool and the clock.
 */
export function clientDeps(): ClientDeps {
  const repositories = repositoriesOf({
    clients: createClientRepository,
    clientUsers: createClientUserRepository,
    positions: createPositionRepository,
    settings: createSettingsRepository,
    aggregates: createAggregateRepository,
    shifts: createShiftRepositories,
    // The administrator's name on a confirmed facility point (issue 34).
    systemUsers: createSystemUserRepository,
  });
  return { ...repositories, ...accountDeps(), clock, ...accountNoticeOutbox(), appUrl };
}
