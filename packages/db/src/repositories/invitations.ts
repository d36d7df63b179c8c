import type { InvitationSource, InvitationStatus } from '@careshift/domain/invitations/invitation-rules';

import type { InvitationItem } from '../entities/invitation';
import type { DbService } from '../service';
import { writeTransaction } from '../transactions/write-transaction';
import type { TransactionEntities, TransactionItem } from '../transactions/write-transaction';

import { auditEntryOf } from './audit';
import type { ChangeContext } from './audit';
import type { NotificationIntent } from './notification-intents';
import { writeShiftChange } from './shifts/shift-change';
import type { ShiftRecord } from './shifts/shift-records';

export type InvitationRecord = InvitationItem;
export type InvitationKey = { shiftId: string; partnerId: string };

/** The trail's actions of an invitation (on the shift's trail and the partner's). */
export const INVITATION_ACTIONS = {
  send: 'invitation-send',
  accept: 'invitation-accept',
  decline: 'invitation-decline',
  taken: 'invitation-taken',
  expire: 'invitation-expire',
  withdraw: 'invitation-withdraw',
} as const;

/** An invitation's two trail entries: the shift's and the partner's (administrators read both). */
function invitationAudits(invitation: InvitationRecord, action: string, context: ChangeContext) {
  const details = {
    shiftId: invitation.shiftId,
    refNumber: invitation.refNumber,
    partnerId: invitation.partnerId,
    partnerName: invitation.partnerName,
    source: invitation.source,
  };
  return [
    auditEntryOf({ subjectType: 'shift', subjectId: invitation.shiftId, action, details }, context),
    auditEntryOf({ subjectType: 'partner', subjectId: invitation.partnerId, action, details }, context),
  ];
}

/** An invitation's status change, conditional on it still being SENT, with its trail entries. */
function answerItems(
  tx: TransactionEntities,
  invitation: InvitationRecord,
  to: InvitationStatus,
  action: string,
  context: ChangeContext,
): TransactionItem[] {
  return [
    tx.invitation
      .patch({ shiftId: invitation.shiftId, partnerId: invitation.partnerId })
      .set({ status: to, answeredAt: context.at, updatedAt: context.at })
      .where((a, op) => op.eq(a.status, 'SENT'))
      .commit(),
    ...invitationAudits(invitation, action, context).map((entry) => tx.auditEntry.create(entry).commit()),
  ];
}

/**
 * Invitations (issue 35 item 2). A shift's invitations are one partition (table [shiftId] / [partnerId]:
 * "P's invitation to S" is one key); a partner's, newest first, one partition of gsi5 [partnerId].
 * Sending writes the invitations, their trail entries and their messages (outbox intents) in the shift
 * change that stamps `firstInvitedAt`; an answer is conditional on the invitation still being SENT.
 */
export function createInvitationRepository(db: DbService) {
  const { invitation } = db.entities;
  return {
    async getInvitation(key: InvitationKey): Promise<InvitationRecord | undefined> {
      const { data } = await invitation.get(key).go({ consistent: true });
      return data ?? undefined;
    },

    /** A shift's invitations (at most a few rounds of 20). */
    async listShiftInvitations(shiftId: string): Promise<InvitationRecord[]> {
      const { data } = await invitation.query.byShift({ shiftId }).go({ pages: 'all' });
      return data;
    },

    /** A partner's invitations, newest first. */
    async listPartnerInvitations(partnerId: string, limit: number): Promise<InvitationRecord[]> {
      const { data } = await invitation.query.byPartner({ partnerId }).go({ limit, order: 'desc' });
      return data;
    },

    /**
     * Sends a round: the invitations (replacing closed ones of the same partners), their trail entries
     * and outbox intents, and the shift's `firstInvitedAt` (set once) in one transaction, conditional on
     * the shift's version. False when the shift changed meanwhile (read it again).
     */
    async sendInvitations(input: {
      shift: ShiftRecord;
      invitations: InvitationRecord[];
      intents: NotificationIntent[];
      source: InvitationSource;
      context: ChangeContext;
    }): Promise<boolean> {
      const { shift, invitations, intents, context } = input;
      const result = await writeShiftChange(db, {
        before: shift,
        after: { ...shift, firstInvitedAt: shift.firstInvitedAt ?? context.at },
        context,
        extra: (tx) => [
          ...invitations.map((item) => tx.invitation.put(item).commit()),
          ...invitations.flatMap((item) =>
            invitationAudits(item, INVITATION_ACTIONS.send, context)
              .slice(1)
              .map((entry) => tx.auditEntry.create(entry).commit()),
          ),
          ...intents.map((intent) => tx.notificationIntent.create(intent).commit()),
        ],
        audit: {
          action: INVITATION_ACTIONS.send,
          details: { source: input.source, partnerIds: invitations.map((item) => item.partnerId) },
        },
      });
      return result.ok;
    },

    /** The items a claim's transaction carries when it accepts this invitation (ACCEPTED, if still SENT). */
    acceptItems(invitationRecord: InvitationRecord, context: ChangeContext) {
      return (tx: TransactionEntities) =>
        answerItems(tx, invitationRecord, 'ACCEPTED', INVITATION_ACTIONS.accept, context);
    },

    /**
     * Closes a SENT invitation (DECLINED, TAKEN, EXPIRED, WITHDRAWN) with its trail entries and the
     * messages that tell the partner; false when it was no longer SENT (an acceptance won, say).
     */
    async closeInvitation(
      invitationRecord: InvitationRecord,
      to: 'DECLINED' | 'TAKEN' | 'EXPIRED' | 'WITHDRAWN',
      context: ChangeContext,
      intents: NotificationIntent[] = [],
    ): Promise<boolean> {
      const action = {
        DECLINED: 'decline',
        TAKEN: 'taken',
        EXPIRED: 'expire',
        WITHDRAWN: 'withdraw',
      } as const;
      const outcome = await writeTransaction(db, (tx) => [
        ...answerItems(tx, invitationRecord, to, INVITATION_ACTIONS[action[to]], context),
        ...intents.map((intent) => tx.notificationIntent.create(intent).commit()),
      ]);
      if (outcome.ok) return true;
      if (outcome.reasons[0] === 'ConditionalCheckFailed') return false;
      throw new Error(`Closing the invitation failed: ${outcome.reasons.join(', ')}`);
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
