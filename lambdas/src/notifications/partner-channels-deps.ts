import { createPushRepository } from '@careshift/db';

import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { createPartnerChannels } from './partner-channels';
import type { PartnerChannels } from './partner-channels';
import { createWebPushSender } from './push-sender';

/**
 * Push to partners' phones and their channel choices (issue 36), over the push repository: a module of
 * its own, so a Lambda that only needs the partner's channels (the invoice notices of the standing
 * sweeps and the pay paths) does not bundle the shift notifier and its links.
 */
export function partnerChannels(): PartnerChannels {
  return createPartnerChannels({
    ...repositoriesOf({ push: createPushRepository }),
    pushSender: createWebPushSender(),
    logError,
  });
}
