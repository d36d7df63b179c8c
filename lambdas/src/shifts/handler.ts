import * as contract from '@careshift/contract';
import { shiftQuote } from '@careshift/contract/operations/shift-quote';

import { areaHandler, route } from '../http/pipeline';
import { listCandidates } from '../invitations/candidate-ranking';
import {
  acceptInvitation,
  declineInvitation,
  getMyInvitation,
  listMyInvitations,
  listShiftInvitations,
} from '../invitations/partner-invitations';
import { invitationDeps, inviteToShift } from '../invitations/send-invitations';
import { withdrawInvitation } from '../invitations/withdraw-invitation';

import { postShiftsOnce } from './idempotent-create';
import { listShiftsFor } from './list-shifts';
import { paymentNote } from './payment-note';
import { quoteShifts } from './quote-shifts';
import { applyBoost, quoteBoost } from './rate-boost';
import { getShiftReview, reviewShift } from './review-shift';
import { shiftDeps } from './shift-deps';
import { markNoShow, verifyShift } from './shift-moves';
import { entityCounts, searchPartnersToAssign } from './shift-reads';
import { updateShift } from './update-shift';
import { getShiftWaitlist, joinShiftWaitlist, leaveShiftWaitlist, waitlistDeps } from './waitlist';
import { cancelClaimForWaitlist, cancelShiftForWaitlist } from './waitlist-moves';

/**
 * The shifts area Lambda: the shift lifecycle (issue 6). What a partner's phone calls on opening the app
 * (find a shift, my shifts, detail, claim) is the partner-path area's (lambdas/src/partner-path).
 */
export const handler = areaHandler([
  route(contract.shiftCreate, ({ body }, { viewer }) => postShiftsOnce(shiftDeps(), viewer, body)),
  route(shiftQuote, ({ body }, { viewer }) => quoteShifts(shiftDeps(), viewer, body)),
  route(contract.shiftUpdate, ({ path, body }, { viewer }) =>
    updateShift(shiftDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftsList, ({ query }, { viewer }) => listShiftsFor(shiftDeps(), viewer, query)),
  route(contract.entityCountsGet, () => entityCounts(shiftDeps())),
  route(contract.shiftVerify, ({ path }, { viewer }) => verifyShift(shiftDeps(), viewer, path.shiftId)),
  // The waitlist follows a cancelled claim and a cancelled shift (issue 35 item 3): waitlist-moves.ts.
  route(contract.shiftCancel, ({ path, body }, { viewer }) =>
    cancelShiftForWaitlist(waitlistDeps(), viewer, path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftCancelClaim, ({ path, body }, { viewer }) =>
    cancelClaimForWaitlist(waitlistDeps(), viewer, path.shiftId, body.cancellationReason),
  ),
  route(contract.shiftWaitlistGet, ({ path }, { viewer }) =>
    getShiftWaitlist(waitlistDeps(), viewer, path.shiftId),
  ),
  route(contract.shiftWaitlistJoin, ({ path }, { viewer }) =>
    joinShiftWaitlist(waitlistDeps(), viewer, path.shiftId),
  ),
  route(contract.shiftWaitlistLeave, ({ path }, { viewer }) =>
    leaveShiftWaitlist(waitlistDeps(), viewer, path.shiftId),
  ),
  // Rate boosts (issue 35 item 4): rate-boost.ts.
  route(contract.shiftBoostQuote, ({ path, body }, { viewer }) =>
    quoteBoost(waitlistDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftBoost, ({ path, body }, { viewer }) =>
    applyBoost(waitlistDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftNoShow, ({ path, body }, { viewer }) =>
    markNoShow(shiftDeps(), viewer, path.shiftId, body.reason),
  ),
  route(contract.paymentNoteDownload, ({ path }, { viewer }) =>
    paymentNote(shiftDeps(), viewer, path.shiftId),
  ),
  route(contract.assignablePartnersSearch, ({ query }) => searchPartnersToAssign(shiftDeps(), query)),
  route(contract.shiftReviewCreate, ({ path, body }, { viewer }) =>
    reviewShift(shiftDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftReviewGet, ({ path }, { viewer }) => getShiftReview(shiftDeps(), viewer, path.shiftId)),
  // Ranked invitations, "Find someone" (issue 35 item 2): lambdas/src/invitations/.
  route(contract.shiftCandidatesList, ({ path }, { viewer }) =>
    listCandidates(invitationDeps(), viewer, path.shiftId),
  ),
  route(contract.shiftInvitationsList, ({ path }, { viewer }) =>
    listShiftInvitations(invitationDeps(), viewer, path.shiftId),
  ),
  route(contract.shiftInvite, ({ path, body }, { viewer }) =>
    inviteToShift(invitationDeps(), viewer, path.shiftId, body),
  ),
  route(contract.shiftInvitationWithdraw, ({ path }, { viewer }) =>
    withdrawInvitation(invitationDeps(), viewer, path.shiftId, path.partnerId),
  ),
  route(contract.myInvitationsList, (_input, { viewer }) => listMyInvitations(invitationDeps(), viewer)),
  route(contract.myInvitationGet, ({ path }, { viewer }) =>
    getMyInvitation(invitationDeps(), viewer, path.shiftId),
  ),
  route(contract.invitationAccept, ({ path }, { viewer }) =>
    acceptInvitation(invitationDeps(), viewer, path.shiftId),
  ),
  route(contract.invitationDecline, ({ path }, { viewer }) =>
    declineInvitation(invitationDeps(), viewer, path.shiftId),
  ),
]);
