import { SYSTEM_USER_STATUSES } from '@careshift/domain/system-users/status';
import type { SystemUserStatus } from '@careshift/domain/system-users/status';

import type { SystemUserItem } from '../entities/system-user';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readMergedPage } from '../paging/merged-page';
import { PAGE_SIZES, pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import { compareKeys } from '../paging/query-stream';
import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export type SystemUserRecord = SystemUserItem;
export type SystemUserChanges = Omit<SystemUserRecord, 'systemUserId' | 'createdAt'>;

export function createSystemUserRepository(db: DbService) {
  const { systemUser } = db.entities;
  return {
    async getSystemUser(systemUserId: string): Promise<SystemUserRecord | undefined> {
      const { data } = await systemUser.get({ systemUserId }).go();
      return data ?? undefined;
    },

    /** False when the id is taken. */
    async createSystemUser(record: SystemUserRecord): Promise<boolean> {
      try {
        await systemUser.create(record).go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Undefined when the user does not exist. */
    async updateSystemUser(systemUserId: string, changes: SystemUserChanges) {
      try {
        const { data } = await systemUser.patch({ systemUserId }).set(changes).go({ response: 'all_new' });
        return data as SystemUserRecord;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** False when the user did not exist. */
    async removeSystemUser(systemUserId: string): Promise<boolean> {
      const { data } = await systemUser.delete({ systemUserId }).go({ response: 'all_old' });
      return data !== null && data !== undefined;
    },

    /**
     * System users in the given statuses (all when none), newest first, 20 per page: one key query per
     * status, merged.
     */
    async listSystemUsers(input: {
      statuses?: readonly SystemUserStatus[];
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<SystemUserRecord>> {
      const statuses = [...new Set(input.statuses?.length ? input.statuses : SYSTEM_USER_STATUSES)].sort();
      return readMergedPage({
        name: 'system-users',
        limit: pageSizeOf(input.limit, PAGE_SIZES.systemUsers),
        cursor: input.cursor,
        compare: (a, b) => compareKeys([b.createdAt, a.createdAt], [b.systemUserId, a.systemUserId]),
        streams: statuses.map((status) => ({
          key: status,
          filtered: false,
          run: (cursor, limit) => systemUser.query.byStatus({ status }).go({ cursor, limit, order: 'desc' }),
          cursorAfter: cursorAfterItem(systemUser, 'byStatus'),
        })),
      });
    },
  };
}

export type SystemUserRepository = ReturnType<typeof createSystemUserRepository>;
