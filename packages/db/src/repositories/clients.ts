import type { SortDirection } from '@careshift/domain/shifts/list-order';

import { countDelta, counterUpdates } from '../aggregates/counter-updates';
import type { ClientItem } from '../entities/client';
import type { ClientUserItem } from '../entities/client-user';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readStreamPage } from '../paging/merged-page';
import { pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';

import { auditEntryOf } from './audit';
import type { ChangeContext } from './audit';
import type { NotificationIntent } from './notification-intents';

export type ClientRecord = ClientItem;
export type ClientChanges = Omit<ClientRecord, 'clientId' | 'createdAt' | 'updatedAt' | 'version'>;

export function createClientRepository(db: DbService) {
  const { client } = db.entities;
  return {
    async getClient(clientId: string): Promise<ClientRecord | undefined> {
      const { data } = await client.get({ clientId }).go();
      return data ?? undefined;
    },

    /**
     * Creates a client with its account owner, counts it and audits it, in one transaction. Returns false
     * when the client or user id is taken.
     */
    async createClient(
      record: ClientRecord,
      owner: ClientUserItem,
      context: ChangeContext,
      /** The owner's welcome (issue 32): committed with the client, sent by the outbox. */
      notice?: NotificationIntent,
    ): Promise<boolean> {
      const audit = auditEntryOf(
        {
          subjectType: 'client',
          subjectId: record.clientId,
          action: 'client-create',
          to: record.status,
          sequence: 1,
        },
        context,
      );
      const outcome = await writeTransaction(db, (tx) => [
        tx.client.create(record).commit(),
        tx.clientUser.create({ ...owner, clientId: record.clientId, owner: true }).commit(),
        tx.auditEntry.create(audit).commit(),
        ...counterUpdates(tx, countDelta(record.clientId, { clients: 1 })),
        ...(notice ? [tx.notificationIntent.create(notice).commit()] : []),
      ]);
      if (failedAt(outcome, 0) || failedAt(outcome, 1)) return false;
      if (!outcome.ok) throw new Error(`Creating the client failed: ${outcome.reasons.join(', ')}`);
      return true;
    },

    /**
     * Updates a client read at `before.version`; a status change is audited. Returns the new record, or
     * undefined when the client changed meanwhile (reload and try again).
     */
    async updateClient(
      before: ClientRecord,
      changes: ClientChanges,
      context: ChangeContext,
      /** The trail's action for a change that is not a status change (attendance's own, issue 34). */
      action = 'client-update',
    ) {
      const after: ClientRecord = {
        ...before,
        ...changes,
        updatedAt: context.at,
        version: before.version + 1,
      };
      const statusChanged = before.status !== after.status;
      const audit = auditEntryOf(
        {
          subjectType: 'client',
          subjectId: before.clientId,
          sequence: after.version,
          action: statusChanged ? 'client-status' : action,
          ...(statusChanged ? { from: before.status, to: after.status } : {}),
        },
        context,
      );
      const outcome = await writeTransaction(db, (tx) => [
        tx.client
          .put(after)
          .where((a, op) => op.eq(a.version, before.version))
          .commit(),
        tx.auditEntry.create(audit).commit(),
      ]);
      if (failedAt(outcome, 0)) return undefined;
      if (!outcome.ok) throw new Error(`Updating the client failed: ${outcome.reasons.join(', ')}`);
      return after;
    },

    /** Clients by creation date, newest first unless asked otherwise (the /clients list). */
    async listClientsByCreated(input: {
      direction?: SortDirection;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<ClientRecord>> {
      const order = input.direction ?? 'desc';
      return readStreamPage({
        name: `clients:${order}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: 'byCreated',
          filtered: false,
          run: (cursor, limit) => client.query.byCreated({}).go({ cursor, limit, order }),
          cursorAfter: cursorAfterItem(client, 'byCreated'),
        },
      });
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
