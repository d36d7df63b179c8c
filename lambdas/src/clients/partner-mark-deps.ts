import {
  createClientRepository,
  createClientUserRepository,
  createPartnerMarkRepository,
  createPartnerProfileRepository,
  createSystemUserRepository,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { clock } from '../clock';
import type { Clock } from '../clock';
import { repositoriesOf } from '../repositories';

/** What favourites and blocks read and write (issue 35 item 1). */
export type PartnerMarkDeps = Pick<
  Repositories,
  'clients' | 'clientUsers' | 'systemUsers' | 'partnerProfiles' | 'partnerMarks'
> & { clock: Clock };

export function partnerMarkDeps(): PartnerMarkDeps {
  const repositories = repositoriesOf({
    clients: createClientRepository,
    clientUsers: createClientUserRepository,
    systemUsers: createSystemUserRepository,
    partnerProfiles: createPartnerProfileRepository,
    partnerMarks: createPartnerMarkRepository,
  });
  return { ...repositories, clock };
}
