import { createShiftBoostRepository, createWaitlistRepository } from '@careshift/db';
import type { Repositories } from '@careshift/db';

import { repositoriesOf } from '../repositories';

import { shiftDeps } from './shift-deps';
import type { ShiftDeps } from './shift-deps';
import { invitationSender } from './waitlist-invite';
import type { WaitlistInvite } from './waitlist-invite';

/** What the waitlist and rate-boost use cases read and write (issue 35 items 3 and 4). */
export type WaitlistDeps = ShiftDeps &
  Pick<Repositories, 'waitlist' | 'shiftBoosts'> & {
    /** Invites the released shift's line (helper A's invitation flow, source WAITLIST). */
    invite: WaitlistInvite;
  };

export function waitlistDeps(): WaitlistDeps {
  return {
    ...shiftDeps(),
    ...repositoriesOf({ waitlist: createWaitlistRepository, shiftBoosts: createShiftBoostRepository }),
    invite: invitationSender(),
  };
}
