import * as z from 'zod/mini';

import {
  INVITATION_SOURCES,
  INVITATION_STATUSES,
  MAX_INVITATIONS_PER_SEND,
} from '@careshift/domain/invitations/invitation-rules';

import { defineOperation } from '../operation';

import { recordId } from './record-fields';
import { shiftIdPath } from './shift-schemas';

/*
 * Ranked invitations, "Find someone" (issue 35 item 2): an open shift's organisation (owner, desk users)
 * and administrators list the partners who may claim it, best first, and invite some; each partner
 * answers its invitation from its phone. Accepting is a claim (request-claim's eligibility and race).
 */

/** One partner who may claim the shift, with what its score is made of. */
export const candidateSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  score: z.number(),
  favourite: z.boolean(),
  workedHereCount: z.number(),
  rating: z.nullable(z.number()),
  ratingCount: z.number(),
  lateCancellations: z.number(),
  noShows: z.number(),
  distanceKm: z.nullable(z.number()),
  /** The status of the partner's invitation to this shift, when it has one. */
  invitationStatus: z.optional(z.enum(INVITATION_STATUSES)),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidatesSchema = z.object({
  items: z.array(candidateSchema),
  /** How many VERIFIED partners of the position were looked at (the listed plus those who cannot claim it). */
  examined: z.number(),
  /** At most this many are listed: the best of the ranking (the domain's CANDIDATES_LISTED). */
  limit: z.number(),
  /**
   * Other partners may take the shift too: ranked below the list, or not read in detail because they
   * cannot rank above it. They can still be invited (request-invite checks each partner itself).
   */
  more: z.boolean(),
});
export type Candidates = z.infer<typeof candidatesSchema>;

/** An invitation as the organisation, an administrator or its partner sees it. */
export const invitationSchema = z.object({
  shiftId: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  clientName: z.string(),
  refNumber: z.number(),
  positionName: z.string(),
  positionNameEl: z.optional(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  /** As it stands now: a SENT invitation past its expiry reads EXPIRED. */
  status: z.enum(INVITATION_STATUSES),
  source: z.enum(INVITATION_SOURCES),
  expiresAt: z.string(),
  createdAt: z.string(),
  answeredAt: z.optional(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** Whom to invite: 1 to 20 partners of the candidates list. */
export const inviteBodySchema = z.object({
  partnerIds: z.array(recordId).check(z.minLength(1), z.maxLength(MAX_INVITATIONS_PER_SEND)),
});
export type InviteBody = z.output<typeof inviteBodySchema>;

/** What a round did: the invitations sent, and the partners skipped with why. */
export const inviteResultSchema = z.object({
  sent: z.array(invitationSchema),
  skipped: z.array(z.object({ partnerId: z.string(), reason: z.string() })),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

const ORGANISATION =
  "The shift's organisation (its owner and desk users) and administrators; another organisation's shift answers 404.";

export const shiftCandidatesList = defineOperation({
  id: 'request-candidates',
  method: 'GET',
  path: '/api/requests/{shiftId}/candidates',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: `"Find someone": the partners who may claim this open shift now, best first (the documented score: favourite, worked here, rating, reliability, distance; ties by partner id). Whoever the claim would refuse (position, standing, block, licence, overlap, rest hours, weekly limit) is not listed. 409 NOT_OPEN when the shift is not open. ${ORGANISATION}`,
  input: { path: shiftIdPath },
  output: candidatesSchema,
});

export const shiftInvitationsList = defineOperation({
  id: 'request-invitations',
  method: 'GET',
  path: '/api/requests/{shiftId}/invitations',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: `The invitations sent for this shift, with their status now. ${ORGANISATION}`,
  input: { path: shiftIdPath },
  output: invitationListSchema,
});

export const shiftInvite = defineOperation({
  id: 'request-invite',
  method: 'POST',
  path: '/api/requests/{shiftId}/invitations',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: `Invite 1–${MAX_INVITATIONS_PER_SEND} partners to claim this open shift: each gets an SMS with a short link and an e-mail; the first to accept claims it, the others are told it is taken. Invitations expire after 12 hours or at the claim deadline, whichever is first. Partners who cannot claim it now, or hold an open invitation, are skipped with the reason. 409 NOT_OPEN when the shift is not open. ${ORGANISATION}`,
  input: { path: shiftIdPath, body: inviteBodySchema },
  output: inviteResultSchema,
});

export const myInvitationsList = defineOperation({
  id: 'invitations-mine',
  method: 'GET',
  path: '/api/my-invitations',
  access: ['EMPLOYEE'],
  area: 'shifts',
  summary: "The partner's own invitations, newest first (at most 50), with their status now.",
  input: {},
  output: invitationListSchema,
});

export const myInvitationGet = defineOperation({
  id: 'invitation-get',
  method: 'GET',
  path: '/api/my-invitations/{shiftId}',
  access: ['EMPLOYEE'],
  area: 'shifts',
  summary: "The partner's invitation to this shift (404 when it has none).",
  input: { path: shiftIdPath },
  output: invitationSchema,
});

export const invitationAccept = defineOperation({
  id: 'invitation-accept',
  method: 'POST',
  path: '/api/my-invitations/{shiftId}/accept',
  access: ['EMPLOYEE'],
  area: 'shifts',
  summary:
    "Accept the invitation: a claim of the shift by the partner (request-claim's eligibility; of concurrent claims exactly one wins). Refused 409 with INVITATION_TAKEN, INVITATION_EXPIRED, INVITATION_DECLINED, INVITATION_ACCEPTED, INVITATION_WITHDRAWN (the organisation withdrew it) or a claim refusal's code. The other partners invited are told it is taken.",
  input: { path: shiftIdPath },
  output: invitationSchema,
});

export const invitationDecline = defineOperation({
  id: 'invitation-decline',
  method: 'POST',
  path: '/api/my-invitations/{shiftId}/decline',
  access: ['EMPLOYEE'],
  area: 'shifts',
  summary: 'Decline the invitation (409 when it is no longer open).',
  input: { path: shiftIdPath },
  output: invitationSchema,
});

/** One invitation of a shift, as its organisation addresses it: the shift and the partner invited. */
export const shiftInvitationPath = z.object({ shiftId: recordId, partnerId: recordId });

export const shiftInvitationWithdraw = defineOperation({
  id: 'request-invitationWithdraw',
  method: 'POST',
  path: '/api/requests/{shiftId}/invitations/{partnerId}/withdraw',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: `Withdraw a pending invitation: it becomes WITHDRAWN (the partner can no longer accept it: 409 INVITATION_WITHDRAWN) and the partner is told by SMS and e-mail (or push, as it chose). Conditional on the invitation still being pending, so it cannot race an acceptance: refused 409 with INVITATION_ACCEPTED_BY_PARTNER, INVITATION_DECLINED_BY_PARTNER, INVITATION_TAKEN, INVITATION_EXPIRED or INVITATION_WITHDRAWN when it no longer is. 404 when the partner has no invitation to this shift. ${ORGANISATION}`,
  input: { path: shiftInvitationPath },
  output: invitationSchema,
});
