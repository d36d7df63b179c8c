import type { DbService } from '../service';
import { writeTransaction } from '../transactions/write-transaction';

export interface CalendarFeedRecord {
  tokenHash: string;
  partnerId: string;
  createdAt: string;
}

export function createCalendarFeedRepository(db: DbService) {
  const { calendarFeed } = db.entities;
  return {
    /** The feed of a token hash (one key read), undefined when unknown or revoked. */
    async getCalendarFeed(tokenHash: string): Promise<CalendarFeedRecord | undefined> {
      const { data } = await calendarFeed.get({ tokenHash }).go();
      return data ?? undefined;
    },

    /**
     * Stores a partner's new feed token hash and deletes the earlier ones in one transaction: the old
     * URL stops working the moment the new one exists.
     */
    async replaceCalendarFeed(record: CalendarFeedRecord): Promise<void> {
      const { data: earlier } = await calendarFeed.query
        .byPartner({ partnerId: record.partnerId })
        .go({ pages: 'all' });
      const outcome = await writeTransaction(db, (tx) => [
        tx.calendarFeed.create(record).commit(),
        ...earlier.map((item) => tx.calendarFeed.delete({ tokenHash: item.tokenHash }).commit()),
      ]);
      if (!outcome.ok) throw new Error(`Replacing the calendar feed failed: ${outcome.reasons.join(', ')}`);
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
