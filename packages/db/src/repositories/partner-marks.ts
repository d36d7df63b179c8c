import type { PartnerMarkKind, PartnerMarks } from '@careshift/domain/shifts/favourites-access';

import type { PartnerMarkItem } from '../entities/partner-mark';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';

import { auditEntryOf } from './audit';
import type { ChangeContext } from './audit';

export type PartnerMarkRecord = PartnerMarkItem;

/** The trail's action of each change (on the organisation's trail and on the partner's). */
export const PARTNER_MARK_ACTIONS = {
  FAVOURITE: { add: 'partner-favourite-add', remove: 'partner-favourite-remove' },
  BLOCK: { add: 'partner-block-add', remove: 'partner-block-remove' },
} as const;

/** The two trail entries of a change: the organisation's and the partner's (administrators read both). */
function auditEntries(
  mark: Omit<PartnerMarkRecord, 'createdBy' | 'createdAt'>,
  action: string,
  context: ChangeContext,
) {
  const details = {
    clientId: mark.clientId,
    clientName: mark.clientName,
    partnerId: mark.partnerId,
    partnerName: mark.partnerName,
  };
  return [
    auditEntryOf({ subjectType: 'client', subjectId: mark.clientId, action, details }, context),
    auditEntryOf({ subjectType: 'partner', subjectId: mark.partnerId, action, details }, context),
  ];
}

/**
 * Favourites and blocks (issue 35). An organisation's list is one partition (its marks by kind); a
 * partner's marks are one partition of gsi4, read once per Find a shift page; "is P blocked by C" is
 * one key, read on the claim path. Every change writes its trail entries in the same transaction.
 */
export function createPartnerMarkRepository(db: DbService) {
  const { partnerMark } = db.entities;
  return {
    /** An organisation's favourites and blocks (both kinds; a few hundred at most). */
    async listClientMarks(clientId: string): Promise<PartnerMarkRecord[]> {
      const { data } = await partnerMark.query.byClient({ clientId }).go({ pages: 'all' });
      return data;
    },

    /** Every organisation's marks on one partner, as the domain's sets. */
    async marksOfPartner(partnerId: string): Promise<PartnerMarks> {
      const { data } = await partnerMark.query.byPartner({ partnerId }).go({ pages: 'all' });
      const of = (kind: PartnerMarkKind) =>
        new Set(data.filter((m) => m.kind === kind).map((m) => m.clientId));
      return { blockingClientIds: of('BLOCK'), favouriteOfClientIds: of('FAVOURITE') };
    },

    /** What one organisation holds about one partner: two keys, read consistently (the claim path). */
    async markBetween(
      clientId: string,
      partnerId: string,
    ): Promise<{ favourite: boolean; blocked: boolean }> {
      const get = (kind: PartnerMarkKind) =>
        partnerMark.get({ clientId, kind, partnerId }).go({ consistent: true });
      const [favourite, block] = await Promise.all([get('FAVOURITE'), get('BLOCK')]);
      return { favourite: Boolean(favourite.data), blocked: Boolean(block.data) };
    },

    /**
     * Adds (or replaces: a block's new reason) a mark and removes `remove` (the favourite a block ends),
     * with the trail entries, in one transaction.
     */
    async addMark(mark: PartnerMarkRecord, remove: PartnerMarkKind | undefined, context: ChangeContext) {
      const trail = mark.kind === 'BLOCK' ? { ...context, reason: mark.reason } : context;
      const removed = remove ? auditEntries(mark, PARTNER_MARK_ACTIONS[remove].remove, context) : [];
      const outcome = await writeTransaction(db, (tx) => [
        tx.partnerMark.put(mark).commit(),
        ...(remove
          ? [
              tx.partnerMark
                .delete({ clientId: mark.clientId, kind: remove, partnerId: mark.partnerId })
                .commit(),
            ]
          : []),
        ...[...auditEntries(mark, PARTNER_MARK_ACTIONS[mark.kind].add, trail), ...removed].map((entry) =>
          tx.auditEntry.create(entry).commit(),
        ),
      ]);
      if (!outcome.ok) throw new Error(`Saving the mark failed: ${outcome.reasons.join(', ')}`);
    },

    /** Removes a mark with its trail entries; false when there was none. */
    async removeMark(
      key: { clientId: string; kind: PartnerMarkKind; partnerId: string },
      context: ChangeContext,
    ): Promise<boolean> {
      const { data } = await partnerMark.get(key).go({ consistent: true });
      if (!data) return false;
      const outcome = await writeTransaction(db, (tx) => [
        tx.partnerMark
          .delete(key)
          .where((a, op) => op.exists(a.partnerId))
          .commit(),
        ...auditEntries(data, PARTNER_MARK_ACTIONS[key.kind].remove, context).map((entry) =>
          tx.auditEntry.create(entry).commit(),
        ),
      ]);
      if (failedAt(outcome, 0)) return false;
      if (!outcome.ok) throw new Error(`Removing the mark failed: ${outcome.reasons.join(', ')}`);
      return true;
    },
  };
}

export type PartnerMarkRepository = ReturnType<typeof createPartnerMarkRepository>;
