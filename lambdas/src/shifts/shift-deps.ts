import type { Repositories } from '@careshift/db';

import type { Clock } from '../clock';
import type { BusinessMetrics } from '../http/metrics';
import type { ShiftNotifier } from '../notifications/shift-notifier';

/** What the shifts use cases receive: repositories by entity, the clock, the notifier and the business metrics. */
export type ShiftDeps = Pick<
  Repositories,
  | 'shifts'
  | 'reviews'
  | 'clients'
  | 'positions'
  | 'partners'
  | 'partnerPrivate'
  | 'clientUsers'
  | 'systemUsers'
  | 'settings'
  | 'aggregates'
  | 'idempotency'
  | 'sequences'
  | 'paymentNotes'
> & {
  clock: Clock;
  notifier: Pick<ShiftNotifier, 'shiftChanged' | 'shiftsPosted'>;
  metrics: BusinessMetrics;
};
