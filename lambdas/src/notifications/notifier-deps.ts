import { ENV, readOptionalEnv } from '@careshift/contract';
import {
  createClientRepository,
  createClientUserRepository,
  createNotificationIntentRepository,
  createPartnerMarkRepository,
  createPartnerPrivateRepository,
  createPushRepository,
  createSystemUserRepository,
} from '@careshift/db';

import { clock } from '../clock';
import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { createAppUrlResolver } from './app-url';
import { createAwsMessageSender } from './aws-message-sender';
import type { NewShiftNoticeDeps } from './new-shift-notice';
import { partnerChannels } from './partner-channels-deps';
import { pushReplacesNewShiftSms } from './push-config';
import { createWebPushSender } from './push-sender';
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
    partnerChannels: partnerChannels(),
    clock,
    logError,
  });
  return notifier;
}

/** What the outbox sender needs for a new-shift notice (issue 36 item 3). */
export function newShiftNoticeDeps(): NewShiftNoticeDeps {
  return {
    ...repositoriesOf({
      push: createPushRepository,
      partnerMarks: createPartnerMarkRepository,
      clients: createClientRepository,
      partnerPrivate: createPartnerPrivateRepository,
    }),
    pushSender: createWebPushSender(),
    sender: createAwsMessageSender(),
    appUrl: createAppUrlResolver(),
    pushReplacesSms: pushReplacesNewShiftSms(),
    clock,
    logError,
  };
}

export { partnerChannels } from './partner-channels-deps';
