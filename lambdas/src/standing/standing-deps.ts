import {
  createNotificationIntentRepository,
  createPartnerPrivateRepository,
  createPartnerRepositories,
} from '@careshift/db';

import { onDemand } from '../bundling/on-demand';
import { logError } from '../http/logger';
import { createAwsMessageSender } from '../notifications/aws-message-sender';
import type { PartnerChannels } from '../notifications/partner-channels';
import { repositoriesOf } from '../repositories';

/**
 * The partner's channel choices and push (web-push, the VAPID secret), imported by the first invoice
 * notice: an invoice notice is the partner's "Invoices due" topic (issue 36).
 */
export function standingPartnerChannels(): PartnerChannels {
  return onDemand<PartnerChannels>(
    async () => (await import('../notifications/partner-channels-deps')).partnerChannels(),
    { plan: true, push: true, record: true },
  );
}

/**
 * What changing a partner's standing automatically is wired with (partner-standing.ts): the partners,
 * their contact details, the notification outbox, SMS and e-mail, and the error log. The overdue and
 * licence sweeps and the lift after a card payment use it.
 */
export function standingDeps() {
  return {
    ...repositoriesOf({
      partners: createPartnerRepositories,
      partnerPrivate: createPartnerPrivateRepository,
      notificationIntents: createNotificationIntentRepository,
    }),
    sender: createAwsMessageSender(),
    partnerChannels: standingPartnerChannels(),
    logError,
  };
}
