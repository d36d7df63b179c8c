import { countDelta, counterUpdates } from '../aggregates/counter-updates';
import type { PartnerBankDetailsItem, PartnerInfoItem } from '../entities/partner-private';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';
import type { TransactionEntities, TransactionItem } from '../transactions/write-transaction';

import { auditEntryOf } from './audit';
import type { ChangeContext } from './audit';
import { standingNoticeIntentId } from './notification-intents';
import type { NotificationIntent } from './notification-intents';
import { createPartnerProfileRepository } from './partner-profiles';
import { membershipsOf, partnerItemOf, toPartnerRecord } from './partner-records';
import type { NewPartner, PartnerChanges, PartnerRecord } from './partner-records';

/** Items changed besides the profile when it is updated: memberships removed, then (re)written. */
function membershipWrites(
  tx: TransactionEntities,
  before: PartnerRecord,
  after: PartnerRecord,
): TransactionItem[] {
  const kept = new Set(after.positionIds);
  const removed = before.positionIds.filter((positionId) => !kept.has(positionId));
  const unchanged =
    removed.length === 0 &&
    before.positionIds.length === after.positionIds.length &&
    before.status === after.status &&
    before.nameLastFirst === after.nameLastFirst;
  if (unchanged) return [];
  return [
    ...removed.map((positionId) =>
      tx.partnerPosition.delete({ partnerId: before.partnerId, positionId }).commit(),
    ),
    ...membershipsOf(after).map((membership) => tx.partnerPosition.put(membership).commit()),
  ];
}

export function createPartnerRepository(db: DbService) {
  const { partnerPosition, partnerDocument } = db.entities;
  return {
    ...createPartnerProfileRepository(db),

    /**
     * Creates a partner: profile, private info, bank details, position memberships, the partner count and
     * the audit entry, in one transaction. False when the id is taken.
     */
    async createPartner(
      input: { profile: NewPartner; info: PartnerInfoItem; bankDetails: PartnerBankDetailsItem },
      context: ChangeContext,
      /** The partner's welcome (issue 32): committed with the partner, sent by the outbox. */
      welcome?: NotificationIntent,
    ): Promise<boolean> {
      const item = partnerItemOf({
        ...input.profile,
        ratingSum: 0,
        ratingCount: 0,
        version: 1,
        updatedAt: context.at,
      });
      const audit = auditEntryOf(
        {
          subjectType: 'partner',
          subjectId: item.partnerId,
          action: 'partner-create',
          to: item.status,
          sequence: 1,
        },
        context,
      );
      const outcome = await writeTransaction(db, (tx) => [
        tx.partner.create(item).commit(),
        tx.partnerInfo.put({ ...input.info, partnerId: item.partnerId }).commit(),
        tx.partnerBankDetails.put({ ...input.bankDetails, partnerId: item.partnerId }).commit(),
        tx.auditEntry.create(audit).commit(),
        ...membershipsOf(item).map((membership) => tx.partnerPosition.put(membership).commit()),
        ...counterUpdates(tx, countDelta(item.partnerId, { partners: 1 })),
        ...(welcome ? [tx.notificationIntent.create(welcome).commit()] : []),
      ]);
      if (failedAt(outcome, 0)) return false;
      if (!outcome.ok) throw new Error(`Creating the partner failed: ${outcome.reasons.join(', ')}`);
      return true;
    },

    /**
     * Updates a profile read at `before.version` (name keys and position memberships follow); a status
     * change is audited with its reason. A field given as undefined is removed (e.g. the restricted
     * reason). Undefined when the profile changed meanwhile. With a `notice`, the outbox intent to tell
     * the partner (`standingNoticeIntentId` of the new version) commits in the same transaction.
     */
    async updatePartner(
      before: PartnerRecord,
      changes: PartnerChanges,
      context: ChangeContext,
      notice?: object,
    ) {
      const { ratingScore: _score, ...stored } = before;
      const merged = { ...stored, ...changes, updatedAt: context.at, version: before.version + 1 };
      const after = toPartnerRecord(partnerItemOf(merged));
      const statusChanged = before.status !== after.status;
      const audit = auditEntryOf(
        {
          subjectType: 'partner',
          subjectId: before.partnerId,
          sequence: after.version,
          action: statusChanged ? 'partner-status' : 'partner-update',
          ...(statusChanged ? { from: before.status, to: after.status } : {}),
          ...(after.restrictedReasonType
            ? { details: { restrictedReasonType: after.restrictedReasonType } }
            : {}),
        },
        context,
      );
      const { ratingScore: _afterScore, ...afterItem } = after;
      const outcome = await writeTransaction(db, (tx) => [
        tx.partner
          .put(afterItem)
          .where((a, op) => op.eq(a.version, before.version))
          .commit(),
        tx.auditEntry.create(audit).commit(),
        ...membershipWrites(tx, before, after),
        ...(notice
          ? [
              tx.notificationIntent
                .create({
                  intentId: standingNoticeIntentId(before.partnerId, after.version),
                  notice,
                  sent: [],
                  attempts: 0,
                  createdAt: context.at,
                })
                .commit(),
            ]
          : []),
      ]);
      if (failedAt(outcome, 0)) return undefined;
      if (!outcome.ok) throw new Error(`Updating the partner failed: ${outcome.reasons.join(', ')}`);
      return after;
    },

    /**
     * Removes a partner's profile, private items, memberships, document metadata and Heed transfer (the caller removes
     * the files), counts and audits it. False when the profile changed or was removed meanwhile.
     */
    async removePartner(before: PartnerRecord, context: ChangeContext): Promise<boolean> {
      const { partnerId } = before;
      const [{ data: memberships }, { data: documents }] = await Promise.all([
        partnerPosition.query.byPartner({ partnerId }).go({ pages: 'all' }),
        partnerDocument.query.byPartner({ partnerId }).go({ pages: 'all' }),
      ]);
      const audit = auditEntryOf(
        { subjectType: 'partner', subjectId: partnerId, action: 'partner-remove', from: before.status },
        context,
      );
      const outcome = await writeTransaction(db, (tx) => [
        tx.partner
          .delete({ partnerId })
          .where((a, op) => op.eq(a.version, before.version))
          .commit(),
        tx.partnerInfo.delete({ partnerId }).commit(),
        tx.partnerBankDetails.delete({ partnerId }).commit(),
        tx.heedTransfer.delete({ partnerId }).commit(),
        tx.auditEntry.create(audit).commit(),
        ...memberships.map((m) =>
          tx.partnerPosition.delete({ partnerId, positionId: m.positionId }).commit(),
        ),
        ...documents.map((d) => tx.partnerDocument.delete({ partnerId, documentId: d.documentId }).commit()),
        ...counterUpdates(tx, countDelta(partnerId, { partners: -1 })),
      ]);
      if (failedAt(outcome, 0)) return false;
      if (!outcome.ok) throw new Error(`Removing the partner failed: ${outcome.reasons.join(', ')}`);
      return true;
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
