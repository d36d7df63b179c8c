import { ConflictError } from '../errors';
import { HOUR_MS, type Instant, parseInstant } from '../time/instant';

/**
 * An invitation (issue 35 item 2): an organisation (or an administrator, or the waitlist) offers one
 * open shift to one partner, who may accept (a claim) or decline until it expires.
 * SENT → ACCEPTED | DECLINED | TAKEN (another partner has the shift) | EXPIRED | WITHDRAWN.
 */
export const INVITATION_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED', 'TAKEN', 'EXPIRED', 'WITHDRAWN'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Where an invitation came from: "Find someone" (ranked) or a released shift's waitlist. */
export const INVITATION_SOURCES = ['RANKED', 'WAITLIST'] as const;
export type InvitationSource = (typeof INVITATION_SOURCES)[number];

/** What the shift records when an invitation is accepted (`claimedVia`). */
export const CLAIMED_VIA = ['INVITATION', 'WAITLIST'] as const;
export type ClaimedVia = (typeof CLAIMED_VIA)[number];

export function claimedViaOf(source: InvitationSource): ClaimedVia {
  return source === 'WAITLIST' ? 'WAITLIST' : 'INVITATION';
}

/** One invitation round: 1 to this many partners. */
export const MAX_INVITATIONS_PER_SEND = 20;

/** An invitation is answerable for at most this many hours (and never past the shift's claim deadline). */
export const INVITATION_VALID_HOURS = 12;

/** When an invitation sent at `sentAt` expires: the claim deadline or INVITATION_VALID_HOURS later, the earlier. */
export function invitationExpiry(sentAt: Instant | Date | number, deadline: Instant): Instant {
  const byHours = parseInstant(sentAt) + INVITATION_VALID_HOURS * HOUR_MS;
  return new Date(Math.min(byHours, parseInstant(deadline))).toISOString();
}

/** The invitation as it stands now: a SENT one past its expiry is EXPIRED (the stored status may lag). */
export function invitationStatusAt(
  invitation: { status: InvitationStatus; expiresAt: Instant },
  now: Instant | Date | number,
): InvitationStatus {
  if (invitation.status !== 'SENT') return invitation.status;
  return parseInstant(now) >= parseInstant(invitation.expiresAt) ? 'EXPIRED' : 'SENT';
}

/** May a partner invited before be invited again (a new round)? Not while one is open or accepted. */
export function mayInviteAgain(status: InvitationStatus | undefined): boolean {
  return status === undefined || (status !== 'SENT' && status !== 'ACCEPTED');
}

/** The refusal codes of an answer to an invitation that is no longer open. */
export const INVITATION_REFUSALS = {
  ACCEPTED: 'INVITATION_ACCEPTED',
  DECLINED: 'INVITATION_DECLINED',
  TAKEN: 'INVITATION_TAKEN',
  EXPIRED: 'INVITATION_EXPIRED',
  WITHDRAWN: 'INVITATION_WITHDRAWN',
} as const satisfies Record<Exclude<InvitationStatus, 'SENT'>, string>;
export type InvitationRefusal = (typeof INVITATION_REFUSALS)[keyof typeof INVITATION_REFUSALS];

const REFUSAL_MESSAGES: Record<Exclude<InvitationStatus, 'SENT'>, string> = {
  ACCEPTED: 'You have already accepted this invitation: the shift is yours.',
  DECLINED: 'You declined this invitation.',
  TAKEN: 'Another partner has taken this shift.',
  EXPIRED: 'This invitation has expired.',
  WITHDRAWN: 'This invitation was withdrawn.',
};

/** 409 with the code of the invitation's state, when it can no longer be answered; nothing when SENT. */
export function assertInvitationOpen(status: InvitationStatus): void {
  if (status === 'SENT') return;
  throw new ConflictError(REFUSAL_MESSAGES[status], INVITATION_REFUSALS[status]);
}

/** A shift partners may be invited to: VERIFIED, before its claim deadline and its start. */
export function isOpenForInvitations(
  shift: { status: string; deadline: Instant; startDate: Instant },
  now: Instant | Date | number,
): boolean {
  const at = parseInstant(now);
  return (
    shift.status === 'VERIFIED' && at < parseInstant(shift.deadline) && at < parseInstant(shift.startDate)
  );
}

/** 409 NOT_OPEN for a shift that is not open for invitations. */
export function assertOpenForInvitations(
  shift: { status: string; deadline: Instant; startDate: Instant },
  now: Instant | Date | number,
): void {
  if (!isOpenForInvitations(shift, now))
    throw new ConflictError('This shift is no longer open: nobody can be invited to it.', 'NOT_OPEN');
}

/**
 * May the organisation (or an administrator) withdraw the invitation? Only while it is pending: SENT as
 * it stands now (not accepted, declined, taken, expired or already withdrawn).
 */
export function mayWithdraw(status: InvitationStatus): boolean {
  return status === 'SENT';
}

/** The refusal codes of a withdrawal of an invitation that is no longer pending, said to the organisation. */
export const WITHDRAW_REFUSALS = {
  ACCEPTED: 'INVITATION_ACCEPTED_BY_PARTNER',
  DECLINED: 'INVITATION_DECLINED_BY_PARTNER',
  TAKEN: 'INVITATION_TAKEN',
  EXPIRED: 'INVITATION_EXPIRED',
  WITHDRAWN: 'INVITATION_WITHDRAWN',
} as const satisfies Record<Exclude<InvitationStatus, 'SENT'>, string>;

const WITHDRAW_MESSAGES: Record<Exclude<InvitationStatus, 'SENT'>, string> = {
  ACCEPTED: 'The partner has already accepted this invitation: the shift is theirs.',
  DECLINED: 'The partner has already declined this invitation.',
  TAKEN: REFUSAL_MESSAGES.TAKEN,
  EXPIRED: REFUSAL_MESSAGES.EXPIRED,
  WITHDRAWN: REFUSAL_MESSAGES.WITHDRAWN,
};

/** 409 with the code of the invitation's state when it can no longer be withdrawn; nothing when pending. */
export function assertMayWithdraw(status: InvitationStatus): void {
  if (status === 'SENT') return;
  throw new ConflictError(WITHDRAW_MESSAGES[status], WITHDRAW_REFUSALS[status]);
}
