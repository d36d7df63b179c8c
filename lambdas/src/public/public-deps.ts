import { ENV, readEnv } from '@careshift/contract';
import { createContactMessageRepository, createContactSendRepository } from '@careshift/db';

import { clock } from '../clock';
import { logError } from '../http/logger';
import { createAwsEmailSender } from '../notifications/aws-email-sender';
import { repositoriesOf } from '../repositories';

import type { HelpCenterDeps } from './contact';

let helpCenter: HelpCenterDeps | undefined;

/** The public area: enquiries, the contact throttle, SES (the outbox locally) and the company inbox. */
export function helpCenterDeps(): HelpCenterDeps {
  helpCenter ??= {
    ...repositoriesOf({
      contactMessages: createContactMessageRepository,
      contactSends: createContactSendRepository,
    }),
    sender: createAwsEmailSender(),
    inbox: readEnv(ENV.contactInbox),
    clock,
    logError,
  };
  return helpCenter;
}
