import type { Invitation, InvitationList } from '@careshift/contract';
import type { InvitationRecord } from '@careshift/db';
import {
  assertInvitationOpen,
  claimedViaOf,
  ConflictError,
  DomainError,
  NotFoundError,
} from '@careshift/domain';
import type { ShiftStatus } from '@careshift/domain';

import type { Viewer } from '../http/viewer';
import { claimShift } from '../shifts/claim-shift';
import { changeContext } from '../shifts/shift-access';

import { loadOwnShift } from './candidate-ranking';
import type { InvitationDeps } from './invitation-deps';
import { invitationStatusOf, invitationView } from './invitation-views';
import { invitationIntent } from './send-invitations';

const NO_INVITATION = 'You have no invitation to this shift.';

/** A partner's list holds this many of its newest invitations. */
export const MY_INVITATIONS_LIMIT = 50;

async function myInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<InvitationRecord> {
  const invitation = await deps.invitations.getInvitation({ shiftId, partnerId: viewer.userId });
  if (!invitation) throw new NotFoundError(NO_INVITATION, 'INVITATION_NOT_FOUND');
  return invitation;
}

/** The invitation as it stands now, read again (consistently) after a change. */
async function answer(deps: InvitationDeps, viewer: Viewer, shiftId: string): Promise<Invitation> {
  const [invitation, shift] = await Promise.all([
    myInvitation(deps, viewer, shiftId),
    deps.shifts.getShift(shiftId),
  ]);
  return withShiftState(invitationView(invitation, deps.clock.now()), shift);
}

/**
 * A SENT invitation reads TAKEN when someone else holds the shift (claimed through Find a shift or an
 * assignment meanwhile), WITHDRAWN when the shift was cancelled: what the partner can still do is nothing.
 */
export function withShiftState(
  view: Invitation,
  shift: { claimedBy?: string; status: ShiftStatus } | undefined,
): Invitation {
  if (view.status !== 'SENT' || !shift) return view;
  if (shift.claimedBy && shift.claimedBy !== view.partnerId) return { ...view, status: 'TAKEN' };
  return shift.status === 'CANCELED' ? { ...view, status: 'WITHDRAWN' } : view;
}

/** invitations-mine: the partner's invitations, newest first. */
export async function listMyInvitations(deps: InvitationDeps, viewer: Viewer): Promise<InvitationList> {
  const now = deps.clock.now();
  const items = await deps.invitations.listPartnerInvitations(viewer.userId, MY_INVITATIONS_LIMIT);
  const views = items.map((i) => invitationView(i, now));
  const open = views.filter((view) => view.status === 'SENT').map((view) => view.shiftId);
  const shifts = new Map((await deps.shifts.getShifts(open)).map((shift) => [shift.shiftId, shift]));
  return { items: views.map((view) => withShiftState(view, shifts.get(view.shiftId))) };
}

/** invitation-get: the partner's invitation to the shift (404 when none). */
export function getMyInvitation(deps: InvitationDeps, viewer: Viewer, shiftId: string): Promise<Invitation> {
  return answer(deps, viewer, shiftId);
}

/**
 * The others invited to the shift are told it is taken: each SENT one becomes TAKEN (conditional, with
 * its trail entries and an SMS and e-mail in the outbox). A failure is left for their next read, which
 * shows the claimed shift's invitation as taken anyway.
 */
async function closeOthers(deps: InvitationDeps, viewer: Viewer, shiftId: string): Promise<void> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const context = changeContext(viewer, now);
  const others = (await deps.invitations.listShiftInvitations(shiftId)).filter(
    (i) => i.partnerId !== viewer.userId && invitationStatusOf(i, now) === 'SENT',
  );
  await Promise.all(
    others.map(async (other) => {
      const intent = await invitationIntent(deps, other, 'taken', at);
      await deps.invitations.closeInvitation(other, 'TAKEN', context, intent ? [intent] : []);
    }),
  );
}

/** Why an acceptance lost: the invitation's own state when it changed, else the claim's refusal. */
async function acceptRefusal(
  deps: InvitationDeps,
  viewer: Viewer,
  invitation: InvitationRecord,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof DomainError)) return error;
  const now = deps.clock.now();
  const current = await myInvitation(deps, viewer, invitation.shiftId);
  const status = invitationStatusOf(current, now);
  if (status !== 'SENT') {
    try {
      assertInvitationOpen(status);
    } catch (refusal) {
      return refusal;
    }
  }
  const shift = await deps.shifts.getShift(invitation.shiftId);
  if (shift?.claimedBy && shift.claimedBy !== viewer.userId) {
    await deps.invitations.closeInvitation(current, 'TAKEN', changeContext(viewer, now));
    return new ConflictError('Another partner has taken this shift.', 'INVITATION_TAKEN');
  }
  return error;
}

/**
 * invitation-accept: a claim of the shift by the partner through request-claim's path (its eligibility,
 * its race: of any number of concurrent claims exactly one wins), with the invitation's ACCEPTED in the
 * same transaction and `claimedVia` on the shift. The others invited are then told it is taken.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<Invitation> {
  const invitation = await myInvitation(deps, viewer, shiftId);
  const now = deps.clock.now();
  const status = invitationStatusOf(invitation, now);
  if (status === 'EXPIRED' && invitation.status === 'SENT')
    await deps.invitations.closeInvitation(invitation, 'EXPIRED', changeContext(viewer, now));
  assertInvitationOpen(status);
  try {
    await claimShift(deps, viewer, shiftId, '', {
      claimedVia: claimedViaOf(invitation.source),
      extra: deps.invitations.acceptItems(invitation, changeContext(viewer, now)),
    });
  } catch (error) {
    throw await acceptRefusal(deps, viewer, invitation, error);
  }
  await closeOthers(deps, viewer, shiftId);
  return answer(deps, viewer, shiftId);
}

/** invitation-decline: the partner says no (409 when the invitation is no longer open). */
export async function declineInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<Invitation> {
  const invitation = await myInvitation(deps, viewer, shiftId);
  const now = deps.clock.now();
  assertInvitationOpen(invitationStatusOf(invitation, now));
  const closed = await deps.invitations.closeInvitation(invitation, 'DECLINED', changeContext(viewer, now));
  if (!closed) assertInvitationOpen(invitationStatusOf(await myInvitation(deps, viewer, shiftId), now));
  return answer(deps, viewer, shiftId);
}

/** request-invitations: the shift's invitations, newest round first, for its organisation and administrators. */
export async function listShiftInvitations(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
): Promise<InvitationList> {
  const shift = await loadOwnShift(deps, viewer, shiftId);
  const now = deps.clock.now();
  const items = await deps.invitations.listShiftInvitations(shift.shiftId);
  const order = (a: InvitationRecord, b: InvitationRecord) =>
    a.createdAt === b.createdAt
      ? a.partnerName.localeCompare(b.partnerName)
      : b.createdAt.localeCompare(a.createdAt);
  return { items: items.sort(order).map((i) => withShiftState(invitationView(i, now), shift)) };
}
