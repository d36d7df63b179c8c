import type { Invitation } from '@careshift/contract';
import type { InvitationRecord, ShiftRecord } from '@careshift/db';
import { assertMayWithdraw, ConflictError, NotFoundError } from '@careshift/domain';
import type { InvitationStatus } from '@careshift/domain';

import type { Viewer } from '../http/viewer';
import { changeContext } from '../shifts/shift-access';

import { loadOwnShift } from './candidate-ranking';
import type { InvitationDeps } from './invitation-deps';
import { invitationView } from './invitation-views';
import { withShiftState } from './partner-invitations';
import { invitationIntent } from './send-invitations';

const NOT_INVITED = 'This partner has no invitation to this shift.';

async function shiftInvitation(
  deps: InvitationDeps,
  shiftId: string,
  partnerId: string,
): Promise<InvitationRecord> {
  const invitation = await deps.invitations.getInvitation({ shiftId, partnerId });
  if (!invitation) throw new NotFoundError(NOT_INVITED);
  return invitation;
}

/** The invitation's status as the organisation's list shows it (expired, taken by a claim elsewhere…). */
function statusNow(invitation: InvitationRecord, shift: ShiftRecord, now: Date): InvitationStatus {
  return withShiftState(invitationView(invitation, now), shift).status;
}

/**
 * request-invitationWithdraw: the shift's organisation (or an administrator) withdraws a pending
 * invitation. The change is conditional on the invitation still being SENT, the very condition an
 * acceptance's claim transaction carries, so of a withdrawal and an acceptance at once exactly one wins;
 * the loser is told what the invitation became (INVITATION_ACCEPTED_BY_PARTNER, …). The partner is told
 * through the outbox (push, SMS, e-mail as it chose for invitations), in the same transaction.
 */
export async function withdrawInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
  partnerId: string,
): Promise<Invitation> {
  const shift = await loadOwnShift(deps, viewer, shiftId);
  const invitation = await shiftInvitation(deps, shift.shiftId, partnerId);
  const now = deps.clock.now();
  assertMayWithdraw(statusNow(invitation, shift, now));
  const intent = await invitationIntent(deps, invitation, 'withdrawn', now.toISOString());
  const context = changeContext(viewer, now);
  const withdrawn = await deps.invitations.closeInvitation(
    invitation,
    'WITHDRAWN',
    context,
    intent ? [intent] : [],
  );
  const current = await shiftInvitation(deps, shift.shiftId, partnerId);
  if (!withdrawn) {
    assertMayWithdraw(statusNow(current, shift, now));
    throw new ConflictError();
  }
  return invitationView(current, now);
}
