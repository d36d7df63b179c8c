import type { ClientUserItem } from '../entities/client-user';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readStreamPage } from '../paging/merged-page';
import { PAGE_SIZES, pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import type { DbService } from '../service';
import { failedAt, writeTransaction } from '../transactions/write-transaction';

import type { NotificationIntent } from './notification-intents';
import { isConditionFailure } from './positions';

export type ClientUserRecord = ClientUserItem;
export type ClientUserChanges = Partial<
  Pick<
    ClientUserRecord,
    'firstName' | 'lastName' | 'email' | 'pendingEmail' | 'status' | 'contactPhone' | 'lang' | 'updatedAt'
  >
>;

export function createClientUserRepository(db: DbService) {
  const { clientUser } = db.entities;
  return {
    async getClientUser(userId: string): Promise<ClientUserRecord | undefined> {
      const { data } = await clientUser.get({ userId }).go();
      return data ?? undefined;
    },

    /**
     * Adds a user to a client; false when the id is taken. With a `notice` (the welcome, issue 32), its
     * outbox intent commits in the same transaction.
     */
    async createClientUser(record: ClientUserRecord, notice?: NotificationIntent): Promise<boolean> {
      if (notice) {
        const outcome = await writeTransaction(db, (tx) => [
          tx.clientUser.create(record).commit(),
          tx.notificationIntent.create(notice).commit(),
        ]);
        if (failedAt(outcome, 0)) return false;
        if (!outcome.ok) throw new Error(`Creating the user failed: ${outcome.reasons.join(', ')}`);
        return true;
      }
      try {
        await clientUser.create(record).go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Updates a user of `clientId`; undefined when no such user belongs to that client. */
    async updateClientUser(clientId: string, userId: string, changes: ClientUserChanges) {
      try {
        const { data } = await clientUser
          .patch({ userId })
          .set(changes)
          .where((a, op) => op.eq(a.clientId, clientId))
          .go({ response: 'all_new' });
        return data as ClientUserRecord;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Removes a user of `clientId`; false when no such user belongs to that client. */
    async removeClientUser(clientId: string, userId: string): Promise<boolean> {
      try {
        await clientUser
          .delete({ userId })
          .where((a, op) => `${op.exists(a.userId)} AND ${op.eq(a.clientId, clientId)}`)
          .go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** A client's users in creation order (generic page size 20). */
    async listClientUsers(input: {
      clientId: string;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<ClientUserRecord>> {
      return readStreamPage({
        name: 'client-users',
        limit: pageSizeOf(input.limit, PAGE_SIZES.generic),
        cursor: input.cursor,
        stream: {
          key: input.clientId,
          filtered: false,
          run: (cursor, limit) =>
            clientUser.query.byClient({ clientId: input.clientId }).go({ cursor, limit }),
          cursorAfter: cursorAfterItem(clientUser, 'byClient'),
        },
      });
    },
  };
}

export type ClientUserRepository = ReturnType<typeof createClientUserRepository>;
