import {
  createNotificationIntentRepository,
  createPartnerPrivateRepository,
  createPartnerRepositories,
} from '@careshift/db';

import { logError } from '../http/logger';
import { createAwsMessageSender } from '../notifications/aws-message-sender';
import { repositoriesOf } from '../repositories';

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
    logError,
  };
}
