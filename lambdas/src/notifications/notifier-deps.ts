import { ENV, readOptionalEnv } from '@careshift/contract';
import {
  createClientUserRepository,
  createNotificationIntentRepository,
  createPartnerPrivateRepository,
  createSystemUserRepository,
} from '@careshift/db';

import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { createAwsMessageSender } from './aws-message-sender';
import { createShiftNotifier } from './shift-notifier';
import type { ShiftNotifier } from './shift-notifier';

let notifier: ShiftNotifier | undefined;

/** Shift notifications through SNS (SMS) and SESv2 (e-mail); the outbox locally. Shifts and jobs use it. */
export function shiftNotifier(): ShiftNotifier {
  notifier ??= createShiftNotifier({
    ...repositoriesOf({
      partnerPrivate: createPartnerPrivateRepository,
      clientUsers: createClientUserRepository,
      systemUsers: createSystemUserRepository,
      notificationIntents: createNotificationIntentRepository,
    }),
    sender: createAwsMessageSender(),
    appUrl: readOptionalEnv(ENV.appUrl),
    logError,
  });
  return notifier;
}
