import type { ContactMessageItem } from '../entities/contact-message';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readStreamPage } from '../paging/merged-page';
import { PAGE_SIZES, pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import type { DbService } from '../service';

export type ContactMessageRecord = ContactMessageItem;

export function createContactMessageRepository(db: DbService) {
  const { contactMessage } = db.entities;
  return {
    async createContactMessage(record: ContactMessageRecord): Promise<void> {
      await contactMessage.create(record).go();
    },

    /** Contact messages, newest first (generic page size 20). */
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
  };
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;
