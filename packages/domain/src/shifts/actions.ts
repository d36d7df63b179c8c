import { ConflictError, NotAllowedError, ShiftAlreadyClaimedError } from '../errors';
import { isAdministrator, isClientOf, isPartner, isPartnerSelf, type Viewer } from '../permissions/viewer';
import { type Instant, parseInstant } from '../time/instant';

import { CANCELLABLE_SHIFT_STATUSES, isHeldStatus, isUnclaimedStatus, WORKED_SHIFT_STATUSES } from './status';
import type { ShiftStatus } from './status';

/** What the action rules need to know about a shift. */
export interface ShiftForActions {
  status: ShiftStatus;
  startDate: Instant;
  endDate: Instant;
  /** The claim deadline. */
  deadline: Instant;
  clientId: string;
  claimedBy?: string | null;
  clientReviewId?: string | null;
  invoiceId?: string | null;
}

export interface ShiftActionsInput {
  shift: ShiftForActions;
  viewer: Viewer;
  now: Instant | Date | number;
}

/** Which buttons a viewer gets on a shift, and which calls the API accepts from them (spec section 4). */
export interface ShiftActions {
  /** Never shown (spec); the verify call is administrator-only through the transition table. */
  verify: false;
  cancel: boolean;
  /** Change position and times (request-update): nobody holds the shift yet and it has not started. */
  update: boolean;
  cancelClaim: boolean;
  /** Claim for a partner, Assign for an administrator. */
  claim: boolean;
  noShow: boolean;
  paymentNote: boolean;
  addReview: boolean;
  checkReview: boolean;
  /** Cancelling the claim now costs the partner the commission amount (after the claim deadline). */
  cancelClaimPenalty: boolean;
  /** Marking a no-show costs the partner the commission amount (always, when offered). */
  noShowPenalty: boolean;
}

export type ShiftActionName = Exclude<keyof ShiftActions, 'verify' | 'cancelClaimPenalty' | 'noShowPenalty'>;

interface Facts {
  admin: boolean;
  client: boolean;
  claimant: boolean;
  partner: boolean;
  started: boolean;
  ended: boolean;
  deadlinePassed: boolean;
}

function factsOf({ shift, viewer, now }: ShiftActionsInput): Facts {
  const at = parseInstant(now);
  return {
    admin: isAdministrator(viewer),
    client: isClientOf(viewer, shift.clientId),
    claimant: isPartnerSelf(viewer, shift.claimedBy),
    partner: isPartner(viewer),
    started: at >= parseInstant(shift.startDate),
    ended: at >= parseInstant(shift.endDate),
    deadlinePassed: at >= parseInstant(shift.deadline),
  };
}

type Party = 'admin' | 'client' | 'claimant' | 'partner';

/** Who may take each action: role and ownership only, whatever the shift's status and time. */
const PARTIES: Readonly<Record<ShiftActionName, readonly Party[]>> = {
  cancel: ['admin', 'client'],
  update: ['admin', 'client'],
  noShow: ['admin', 'client'],
  cancelClaim: ['admin', 'claimant'],
  claim: ['admin', 'partner'],
  paymentNote: ['admin', 'client', 'claimant'],
  addReview: ['client'],
  checkReview: ['admin', 'client'],
};

/** Role and ownership only (used to tell 403 from 409). */
function mayAct(action: ShiftActionName, f: Facts): boolean {
  return PARTIES[action].some((party) => f[party]);
}

/** When each action is open, by the shift's status and time (who may take it is PARTIES). */
const AVAILABLE: Readonly<Record<ShiftActionName, (shift: ShiftForActions, f: Facts) => boolean>> = {
  cancel: cancelAvailable,
  update: (shift, f) => isUnclaimedStatus(shift.status) && !f.started,
  cancelClaim: (shift, f) => shift.status === 'CLAIMED' && !f.started,
  claim: (shift, f) => shift.status === 'VERIFIED' && !f.started && !f.deadlinePassed,
  noShow: noShowAvailable,
  paymentNote: (shift) => isHeldStatus(shift.status),
  addReview: reviewAvailable,
  checkReview: (shift) => !!shift.clientReviewId,
};

/**
 * The one rule for shift actions, used by the API to authorise and by the web to show buttons.
 * Passed means now ≥ the instant. Beyond the spec: claiming closes at the claim deadline (when the sweep
 * abandons the shift), a review needs a partner who held the shift, and an invoiced shift cannot be
 * marked no-show (cancel the invoice first).
 */
export function shiftActions(input: ShiftActionsInput): ShiftActions {
  const { shift } = input;
  const f = factsOf(input);
  const can = (action: ShiftActionName) => mayAct(action, f) && AVAILABLE[action](shift, f);
  const cancelClaim = can('cancelClaim');
  const noShow = can('noShow');
  return {
    verify: false,
    cancel: can('cancel'),
    update: can('update'),
    cancelClaim,
    claim: can('claim'),
    noShow,
    paymentNote: can('paymentNote'),
    addReview: can('addReview'),
    checkReview: can('checkReview'),
    cancelClaimPenalty: cancelClaim && f.deadlinePassed,
    noShowPenalty: noShow,
  };
}

/** Cancel: after the start only an administrator, only VERIFIED; before it PENDING, VERIFIED or CLAIMED. */
function cancelAvailable(shift: ShiftForActions, f: Facts): boolean {
  if (f.started) return f.admin && shift.status === 'VERIFIED';
  return CANCELLABLE_SHIFT_STATUSES.includes(shift.status);
}

/**
 * No-show (spec section 4): after the start, CLAIMED (or FINISHED for an administrator), with no time
 * limit however long ago the shift was; beyond the spec, not once the shift is on an invoice.
 */
function noShowAvailable(shift: ShiftForActions, f: Facts): boolean {
  return noShowStatusAllows(shift, f) && !shift.invoiceId;
}

function noShowStatusAllows(shift: ShiftForActions, f: Facts): boolean {
  if (!f.started) return false;
  return shift.status === 'CLAIMED' || (shift.status === 'FINISHED' && f.admin);
}

/**
 * Why a viewer who could otherwise mark the shift as no-show cannot: 'invoiced' (cancel the invoice
 * first), or null. The page says it where the button would be, so its absence is never a mystery.
 */
export function noShowHeldBack(input: ShiftActionsInput): 'invoiced' | null {
  const f = factsOf(input);
  const { shift } = input;
  return mayAct('noShow', f) && noShowStatusAllows(shift, f) && shift.invoiceId ? 'invoiced' : null;
}

/** Add review: the shift has ended, a partner held it, and it has no review yet. */
function reviewAvailable(shift: ShiftForActions, f: Facts): boolean {
  return f.ended && !shift.clientReviewId && !!shift.claimedBy && isHeldStatus(shift.status);
}

/**
 * Throws unless the viewer may take the action now: NotAllowedError (403) when role or ownership forbids
 * it, ShiftAlreadyClaimedError (409) for a claim on a taken shift, ConflictError (409) otherwise.
 */
export function assertShiftAction(action: ShiftActionName, input: ShiftActionsInput): void {
  if (shiftActions(input)[action]) return;
  if (!mayAct(action, factsOf(input))) throw new NotAllowedError();
  if (action === 'claim' && input.shift.status === 'CLAIMED') throw new ShiftAlreadyClaimedError();
  throw new ConflictError('This action is not available for this shift now.', 'SHIFT_ACTION_UNAVAILABLE');
}

/** The review badges of the administrator's shift views (spec section 4). */
export const REVIEW_BADGES = Object.freeze({ REVIEWED: 'Reviewed', PENDING_REVIEW: 'Pending Review' });
export type ReviewBadge = keyof typeof REVIEW_BADGES;

/** "Reviewed" when a review exists; "Pending Review" when the shift was worked, has ended and has no review. */
export function reviewBadge(input: {
  shift: Pick<ShiftForActions, 'endDate' | 'clientReviewId'> & { status?: ShiftStatus | null };
  viewer: Viewer;
  now: Instant | Date | number;
}): ReviewBadge | null {
  const { shift, viewer } = input;
  if (!isAdministrator(viewer)) return null;
  if (shift.clientReviewId) return 'REVIEWED';
  const worked = !shift.status || WORKED_SHIFT_STATUSES.includes(shift.status);
  return worked && parseInstant(input.now) >= parseInstant(shift.endDate) ? 'PENDING_REVIEW' : null;
}
