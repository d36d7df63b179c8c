import type { EnquiryStatus } from '@careshift/domain/help-center/enquiries';

import type { ContactMessageItem } from '../entities/contact-message';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readStreamPage } from '../paging/merged-page';
import { PAGE_SIZES, pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import type { DbService } from '../service';

import { isConditionFailure } from './positions';

export type ContactMessageRecord = ContactMessageItem;

export function createContactMessageRepository(db: DbService) {
  const { contactMessage } = db.entities;
  return {
    async createContactMessage(record: ContactMessageRecord): Promise<void> {
      await contactMessage.create(record).go();
    },

    /** Contact messages and feature ideas, newest first (generic page size 20). */
    async listContactMessages(input: {
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<ContactMessageRecord>> {
      return readStreamPage<ContactMessageRecord>({
        name: 'contact-messages',
        limit: pageSizeOf(input.limit, PAGE_SIZES.generic),
        cursor: input.cursor,
        stream: {
          key: 'all',
          filtered: false,
          run: (cursor, limit) => contactMessage.query.byCreated({}).go({ cursor, limit, order: 'desc' }),
          cursorAfter: cursorAfterItem(contactMessage, 'byCreated'),
        },
      });
    },

    /** Sets an enquiry's status; undefined when there is no such enquiry. */
    async setContactMessageStatus(input: {
      messageId: string;
      status: EnquiryStatus;
      answeredAt: string | undefined;
    }): Promise<ContactMessageRecord | undefined> {
      const update = contactMessage.patch({ messageId: input.messageId }).set({ status: input.status });
      try {
        const { data } = await (
          input.answeredAt ? update.set({ answeredAt: input.answeredAt }) : update.remove(['answeredAt'])
        ).go({ response: 'all_new' });
        return data;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
  };
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;
