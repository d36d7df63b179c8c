import type { Repositories } from '@careshift/db';

import type { Clock } from '../clock';
import type { ShiftNotifier } from '../notifications/shift-notifier';

/** What the requests use cases receive: repositories by entity, the clock and the notifier. */
export type ShiftDeps = Pick<
  Repositories,
  | 'shifts'
  | 'reviews'
  | 'clients'
  | 'positions'
  | 'partners'
  | 'partnerPrivate'
  | 'settings'
  | 'aggregates'
  | 'idempotency'
  | 'sequences'
> & {
  clock: Clock;
  notifier: Pick<ShiftNotifier, 'shiftChanged' | 'shiftsPosted'>;
};
