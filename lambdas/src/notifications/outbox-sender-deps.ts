import { createNotificationIntentRepository } from '@careshift/db';

import { clock } from '../clock';
import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { createAwsMessageSender } from './aws-message-sender';
import { newShiftNoticeDeps, partnerChannels, shiftNotifier } from './notifier-deps';
import type { OutboxPollerDeps } from './outbox-poller';
import type { OutboxSenderDeps } from './outbox-sender';

/** The outbox sender's wiring: the outbox, the notifier and the sender through SNS and SESv2, the clock. */
export function outboxSenderDeps(): OutboxSenderDeps {
  return outboxPollerDeps();
}

/** The local twin of the stream consumer: the same sender, fed by polling the table (outbox-poller.ts). */
export function outboxPollerDeps(): OutboxPollerDeps {
  return {
    ...repositoriesOf({ notificationIntents: createNotificationIntentRepository }),
    notifier: shiftNotifier(),
    newShifts: newShiftNoticeDeps(),
    partnerChannels: partnerChannels(),
    sender: createAwsMessageSender(),
    clock,
    logError,
  };
}
