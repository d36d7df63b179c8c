import {
  createIdempotencyRepository,
  createInvoiceRepositories,
  createNotificationIntentRepository,
  createPartnerPrivateRepository,
  createShiftRepositories,
} from '@careshift/db';

import { onDemand } from '../bundling/on-demand';
import { clock } from '../clock';
import { logError } from '../http/logger';
import { createAwsMessageSender } from '../notifications/aws-message-sender';
import type { ShiftNotifier } from '../notifications/shift-notifier';
import { repositoriesOf } from '../repositories';
import { standingDeps, standingPartnerChannels } from '../standing/standing-deps';

import type { InvoiceSweepDeps } from './invoice-sweep';
import type { LicenceSweepDeps } from './licence-sweep';
import type { RetryDeps } from './notification-retry';

/**
 * The shift notifier (the notification texts, SMS lengths, SNS and SES), imported by the first notice a
 * job sends itself: the sweep only writes intents, so its bundle starts without it (issue 37 item 1).
 * Made inside the function, so a job that never calls jobDeps (the invoice and licence sweeps) does not
 * bundle the notifier (a module-level call would keep its import).
 */
function jobNotifier() {
  return onDemand<Pick<ShiftNotifier, 'shiftChanged' | 'remindPartner'>>(
    async () => (await import('../notifications/notifier-deps')).shiftNotifier(),
    { shiftChanged: true, remindPartner: true },
  );
}

/** The shift jobs' dependencies (sweep, reminders and the outbox retry). */
export function jobDeps() {
  return {
    ...repositoriesOf({
      shifts: createShiftRepositories,
      idempotency: createIdempotencyRepository,
      notificationIntents: createNotificationIntentRepository,
    }),
    notifier: jobNotifier(),
    clock,
    logError,
  };
}

/** The outbox retry: the shift jobs' dependencies, and what a partner's standing notice needs. */
export function notificationRetryDeps(): RetryDeps {
  const deps = jobDeps();
  const { partnerPrivate } = repositoriesOf({ partnerPrivate: createPartnerPrivateRepository });
  return {
    ...deps,
    standing: {
      ...deps,
      partnerPrivate,
      sender: createAwsMessageSender(),
      partnerChannels: standingPartnerChannels(),
    },
  };
}

/** The overdue sweep: the standing wiring and the invoices. */
export function invoiceSweepDeps(): InvoiceSweepDeps {
  return { ...standingDeps(), ...repositoriesOf({ invoices: createInvoiceRepositories }) };
}

/** The licence sweep: the standing wiring and the reminders' idempotency markers. */
export function licenceSweepDeps(): LicenceSweepDeps {
  return { ...standingDeps(), ...repositoriesOf({ idempotency: createIdempotencyRepository }) };
}
