import type { Invitation } from '@careshift/contract';
import type { InvitationRecord } from '@careshift/db';
import { invitationStatusAt } from '@careshift/domain';
import type { InvitationStatus } from '@careshift/domain';

/** The invitation's status now: a SENT one past its expiry reads EXPIRED (stored lazily, see decisions). */
export function invitationStatusOf(invitation: InvitationRecord, now: Date): InvitationStatus {
  return invitationStatusAt({ status: invitation.status, expiresAt: invitation.validUntil }, now);
}

/** An invitation as the API shows it. */
export function invitationView(invitation: InvitationRecord, now: Date): Invitation {
  return {
    shiftId: invitation.shiftId,
    partnerId: invitation.partnerId,
    partnerName: invitation.partnerName,
    clientName: invitation.clientName,
    refNumber: invitation.refNumber,
    positionName: invitation.positionName,
    ...(invitation.positionNameEl ? { positionNameEl: invitation.positionNameEl } : {}),
    startDate: invitation.startDate,
    endDate: invitation.endDate,
    status: invitationStatusOf(invitation, now),
    source: invitation.source,
    expiresAt: invitation.validUntil,
    createdAt: invitation.createdAt,
    ...(invitation.answeredAt ? { answeredAt: invitation.answeredAt } : {}),
  };
}
