import type { Repositories } from '@careshift/db';

import { clock } from '../clock';
import type { Clock } from '../clock';
import { businessMetrics } from '../http/metrics';
import type { BusinessMetrics } from '../http/metrics';
import { shiftNotifier } from '../notifications/notifier-deps';
import { outboxShiftNotices } from '../notifications/outbox-notices';
import type { ShiftNotifier } from '../notifications/shift-notifier';

import { shiftRepositories } from './shift-repositories';

/**
 * What the shifts use cases receive: repositories by entity, the clock, the notifier and the business
 * metrics. A change's notice (`shiftChanged`) is the outbox's: the change wrote its notification intent
 * in its transaction and the outbox sender delivers it (lambdas/src/notifications/outbox-sender.ts).
 */
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
  | 'invoices'
  | 'attendance'
  | 'partnerMarks'
> & {
  clock: Clock;
  notifier: Pick<ShiftNotifier, 'shiftChanged'>;
  metrics: BusinessMetrics;
};

/** Posting shifts also tells people at once: a creation writes no outbox intent. */
export type ShiftPostingDeps = ShiftDeps & { notifier: Pick<ShiftNotifier, 'shiftChanged' | 'shiftsPosted'> };

/** The shifts area's use cases: repositories, clock, the outbox's notices and business metrics. */
export function shiftDeps(): ShiftPostingDeps {
  const direct = shiftNotifier();
  const notifier = {
    shiftChanged: outboxShiftNotices.shiftChanged,
    shiftsPosted: (...args: Parameters<ShiftNotifier['shiftsPosted']>) => direct.shiftsPosted(...args),
  };
  return { ...shiftRepositories(), clock, notifier, metrics: businessMetrics };
}
