import type { InviteBody, InviteResult } from '@careshift/contract';
import { invitationLink } from '@careshift/contract/short-links';
import type { ChangeContext, InvitationRecord, NotificationIntent, ShiftRecord } from '@careshift/db';
import {
  assertOpenForInvitations,
  ConflictError,
  invitationExpiry,
  MAX_INVITATIONS_PER_SEND,
  mayInviteAgain,
  ValidationError,
} from '@careshift/domain';
import type { InvitationSource } from '@careshift/domain';

import type { Viewer } from '../http/viewer';
import { messageIntent } from '../notifications/message-notice';
import type { MessageDelivery } from '../notifications/message-notice';
import { noticeLanguage } from '../notifications/notification-texts';
import { loadShift } from '../shifts/shift-access';

import { loadOwnShift, loadRanking } from './candidate-ranking';
import type { InvitationDeps } from './invitation-deps';
import { invitationNoticeText } from './invitation-texts';
import type { InvitationNoticeKind } from './invitation-texts';
import { invitationStatusOf, invitationView } from './invitation-views';

export { invitationDeps } from './invitation-deps';
export type { InvitationDeps } from './invitation-deps';

/** Who sends a round: a signed-in user, or the scheduler (the waitlist's job). */
export interface InvitationActor {
  id: string;
  role: ChangeContext['actor']['role'];
}

export interface SendInvitationsInput {
  shiftId: string;
  /** Ordered partner ids, 1–20; partners who cannot claim the shift now are skipped with the reason. */
  partnerIds: readonly string[];
  source: InvitationSource;
  actor: InvitationActor;
}

export interface SendInvitationsResult {
  sent: InvitationRecord[];
  skipped: { partnerId: string; reason: string }[];
}

/** A round's shift changed meanwhile (another round, a claim): read it again this many times. */
const SEND_ATTEMPTS = 3;

/** The outbox intent telling one partner of its invitation (SMS with the short link, and e-mail). */
export async function invitationIntent(
  deps: Pick<InvitationDeps, 'partnerPrivate' | 'appUrl'>,
  invitation: InvitationRecord,
  kind: InvitationNoticeKind,
  at: string,
): Promise<NotificationIntent | undefined> {
  const info = await deps.partnerPrivate.getPartnerInfo(invitation.partnerId);
  if (!info) return undefined;
  const appUrl = await deps.appUrl();
  const text = invitationNoticeText(kind, noticeLanguage(info.lang), {
    shift: invitation,
    expiresAt: invitation.validUntil,
    ...(appUrl ? { link: invitationLink(appUrl, invitation.shiftId) } : {}),
  });
  const deliveries: MessageDelivery[] = [
    ...(info.phoneNumber ? [{ channel: 'sms' as const, to: info.phoneNumber, text: text.sms }] : []),
    ...(info.email
      ? [{ channel: 'email' as const, to: info.email, subject: text.subject, text: text.text }]
      : []),
  ];
  const id = `invitation#${invitation.shiftId}#${invitation.partnerId}#${kind}#${at}`;
  // Push to the partner's phones, and SMS / e-mail as it chose for invitations (issue 36).
  const push = {
    title: text.subject,
    body: text.text.split('\n')[0] ?? '',
    url: `/invitations/${invitation.shiftId}`,
    tag: `invitation-${invitation.shiftId}`,
    lang: noticeLanguage(info.lang),
  };
  const partner = { partnerId: invitation.partnerId, topic: 'invitations' as const, push };
  return messageIntent(id, deliveries, at, partner);
}

/** The invitation record of one partner for the shift. */
function newInvitation(
  shift: ShiftRecord,
  partner: { partnerId: string; name: string; score?: number },
  input: SendInvitationsInput,
  at: string,
): InvitationRecord {
  return {
    shiftId: shift.shiftId,
    partnerId: partner.partnerId,
    partnerName: partner.name,
    clientId: shift.clientId,
    clientName: shift.clientName,
    refNumber: shift.refNumber,
    positionId: shift.positionId,
    positionName: shift.positionName,
    ...(shift.positionNameEl ? { positionNameEl: shift.positionNameEl } : {}),
    startDate: shift.startDate,
    endDate: shift.endDate,
    status: 'SENT',
    source: input.source,
    validUntil: invitationExpiry(at, shift.deadline),
    ...(partner.score === undefined ? {} : { score: partner.score }),
    createdBy: input.actor.id,
    createdByRole: input.actor.role,
    createdAt: at,
    updatedAt: at,
  };
}

/** One attempt at a round on the shift as read now; undefined when the shift changed meanwhile. */
async function sendRound(
  deps: InvitationDeps,
  shift: ShiftRecord,
  input: SendInvitationsInput,
): Promise<SendInvitationsResult | undefined> {
  const now = deps.clock.now();
  const at = now.toISOString();
  assertOpenForInvitations(shift, now);
  const wanted = [...new Set(input.partnerIds)];
  const [ranking, existing] = await Promise.all([
    loadRanking(deps, shift, now, wanted),
    deps.invitations.listShiftInvitations(shift.shiftId),
  ]);
  const previous = new Map(existing.map((i) => [i.partnerId, invitationStatusOf(i, now)]));
  const listed = new Map(ranking.candidates.map((c) => [c.partnerId, c]));
  const excluded = new Map(ranking.excluded.map((e) => [e.partnerId, e.reason]));
  const skipped: SendInvitationsResult['skipped'] = [];
  const sent: InvitationRecord[] = [];
  for (const partnerId of wanted) {
    const candidate = listed.get(partnerId);
    const reason = !mayInviteAgain(previous.get(partnerId))
      ? 'ALREADY_INVITED'
      : candidate
        ? undefined
        : (excluded.get(partnerId) ?? 'PARTNER_NOT_FOUND');
    if (reason) skipped.push({ partnerId, reason });
    else {
      const name = ranking.names.get(partnerId) ?? '';
      sent.push(newInvitation(shift, { partnerId, name, score: candidate?.score.total }, input, at));
    }
  }
  if (sent.length === 0) return { sent, skipped };
  const intents = (await Promise.all(sent.map((i) => invitationIntent(deps, i, 'invited', at)))).filter(
    (intent): intent is NotificationIntent => intent !== undefined,
  );
  const context: ChangeContext = { actor: input.actor, at };
  const ok = await deps.invitations.sendInvitations({
    shift,
    invitations: sent,
    intents,
    source: input.source,
    context,
  });
  return ok ? { sent, skipped } : undefined;
}

/**
 * Offers an open shift to partners (issue 35 item 2; the waitlist, item 3, calls it with source
 * WAITLIST): each partner who may claim it now (the domain's candidate filter: the claim's own
 * eligibility) and holds no open invitation to it gets one, told by SMS (short link) and e-mail through
 * the outbox; the others are skipped with the reason. The round, its trail entries, its messages and the
 * shift's `firstInvitedAt` are one transaction. 409 NOT_OPEN when the shift is not open.
 */
export async function sendInvitations(
  deps: InvitationDeps,
  input: SendInvitationsInput,
): Promise<SendInvitationsResult> {
  if (input.partnerIds.length === 0 || input.partnerIds.length > MAX_INVITATIONS_PER_SEND)
    throw new ValidationError(`Invite 1 to ${MAX_INVITATIONS_PER_SEND} partners.`);
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
    const shift = await loadShift(deps, input.shiftId);
    const result = await sendRound(deps, shift, input);
    if (result) return result;
  }
  throw new ConflictError();
}

/** request-invite: the organisation (or an administrator) invites partners of its ranked list. */
export async function inviteToShift(
  deps: InvitationDeps,
  viewer: Viewer,
  shiftId: string,
  body: InviteBody,
): Promise<InviteResult> {
  const shift = await loadOwnShift(deps, viewer, shiftId);
  const result = await sendInvitations(deps, {
    shiftId: shift.shiftId,
    partnerIds: body.partnerIds,
    source: 'RANKED',
    actor: { id: viewer.userId, role: viewer.role },
  });
  const now = deps.clock.now();
  return { sent: result.sent.map((i) => invitationView(i, now)), skipped: result.skipped };
}
