import {
  createCandidateReadRepository,
  createInvitationRepository,
  createNotificationIntentRepository,
} from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { createAppUrlResolver } from '../notifications/app-url';
import { repositoriesOf } from '../repositories';
import { shiftDeps } from '../shifts/shift-deps';
import type { ShiftDeps } from '../shifts/shift-deps';

/** What invitations read and write (issue 35 item 2): the shifts' deps, invitations, the ranking's reads. */
export type InvitationDeps = ShiftDeps &
  Pick<Repositories, 'invitations' | 'candidateReads' | 'notificationIntents'> & {
    /** The app's public URL for the SMS's short link (undefined: the link is left out). */
    appUrl: () => Promise<string | undefined>;
  };

const appUrl = createAppUrlResolver();

export function invitationDeps(): InvitationDeps {
  const repositories = repositoriesOf({
    invitations: createInvitationRepository,
    candidateReads: createCandidateReadRepository,
    notificationIntents: createNotificationIntentRepository,
  });
  return { ...shiftDeps(), ...repositories, appUrl };
}
