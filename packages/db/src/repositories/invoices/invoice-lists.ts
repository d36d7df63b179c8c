import type { InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';
import { nicosiaToday } from '@careshift/domain/time/nicosia';

import type { InvoiceItem } from '../../entities/invoice';
import type { PenaltyItem } from '../../entities/penalty';
import { cursorAfterItem } from '../../paging/entity-cursor';
import { readMergedPage } from '../../paging/merged-page';
import { PAGE_SIZES, pageSizeOf } from '../../paging/page';
import type { Page } from '../../paging/page';
import { compareKeys } from '../../paging/query-stream';
import type { QueryStream } from '../../paging/query-stream';
import type { DbService } from '../../service';

export type InvoiceRecord = InvoiceItem;
export type PenaltyRecord = PenaltyItem;

export interface InvoiceListInput {
  statuses?: readonly InvoiceStatus[];
  direction?: 'asc' | 'desc';
  cursor?: string | null;
  limit?: number;
}

const anyStatus =
  (statuses: readonly string[]) => (a: { status: unknown }, op: { eq(x: unknown, y: unknown): string }) =>
    statuses.map((status) => op.eq(a.status, status)).join(' OR ');

export function createInvoiceListRepository(db: DbService) {
  const { invoice, penalty } = db.entities;
  const byCreated = (direction: 'asc' | 'desc') => {
    const sign = direction === 'asc' ? 1 : -1;
    return (a: InvoiceRecord, b: InvoiceRecord) =>
      sign * compareKeys([a.createdAt, b.createdAt], [a.invoiceId, b.invoiceId]);
  };

  return {
    async getInvoice(invoiceId: string): Promise<InvoiceRecord | undefined> {
      const { data } = await invoice.get({ invoiceId }).go();
      return data ?? undefined;
    },

    /** Every invoice, or those in the given statuses (one key query per status, merged), by creation date. */
    async listInvoices(input: InvoiceListInput): Promise<Page<InvoiceRecord>> {
      const order = input.direction ?? 'desc';
      const statuses = [...new Set(input.statuses ?? [])].sort();
      const streams: QueryStream<InvoiceRecord>[] =
        statuses.length === 0
          ? [
              {
                key: 'all',
                filtered: false,
                run: (cursor, limit) => invoice.query.all({}).go({ cursor, limit, order }),
                cursorAfter: cursorAfterItem(invoice, 'all'),
              },
            ]
          : statuses.map((status) => ({
              key: status,
              filtered: false,
              run: (cursor, limit) => invoice.query.byStatus({ status }).go({ cursor, limit, order }),
              cursorAfter: cursorAfterItem(invoice, 'byStatus'),
            }));
      return readMergedPage({
        name: `invoices:${order}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        compare: byCreated(order),
        streams,
      });
    },

    /** A partner's invoices by creation date, optionally in some statuses (a partner has few). */
    async listPartnerInvoices(input: InvoiceListInput & { partnerId: string }): Promise<Page<InvoiceRecord>> {
      const order = input.direction ?? 'desc';
      const statuses = [...new Set(input.statuses ?? [])].sort();
      return readMergedPage({
        name: `partner-invoices:${order}:${statuses.join(',')}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        compare: byCreated(order),
        streams: [
          {
            key: input.partnerId,
            filtered: statuses.length > 0,
            run: (cursor, limit) =>
              invoice.query
                .byPartner({ partnerId: input.partnerId })
                .where((a, op) => anyStatus(statuses)(a, op))
                .go({ cursor, limit, order }),
            cursorAfter: cursorAfterItem(invoice, 'byPartner'),
          },
        ],
      });
    },

    /** PENDING invoices due before `now`, earliest due first (the overdue sweep). */
    async listInvoicesPastDue(input: {
      now: string;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<InvoiceRecord>> {
      return readMergedPage({
        name: 'invoices-past-due',
        limit: pageSizeOf(input.limit, PAGE_SIZES.generic),
        cursor: input.cursor,
        compare: () => 0,
        streams: [
          {
            key: 'PENDING',
            filtered: false,
            run: (cursor, limit) =>
              invoice.query
                .byStatusDue({ status: 'PENDING' })
                // Due before today in Nicosia: a partner is late from the day after the due date.
                .lt({ dueDate: nicosiaToday(input.now) })
                .go({ cursor, limit }),
            cursorAfter: cursorAfterItem(invoice, 'byStatusDue'),
          },
        ],
      });
    },

    /**
     * A partner's PENDING invoices past due at `now` (due before the Nicosia day of `now`); a partner has
     * few invoices: one key query, filtered.
     */
    async listPartnerInvoicesPastDue(input: { partnerId: string; now: string }): Promise<InvoiceRecord[]> {
      const today = nicosiaToday(input.now);
      const { data } = await invoice.query
        .byPartner({ partnerId: input.partnerId })
        .where((a, op) => `${op.eq(a.status, 'PENDING')} AND ${op.lt(a.dueDate, today)}`)
        .go({ pages: 'all' });
      return data;
    },

    /** A partner's penalties, oldest first; only those not on an invoice yet when asked. */
    async listPartnerPenalties(input: {
      partnerId: string;
      uninvoicedOnly?: boolean;
    }): Promise<PenaltyRecord[]> {
      const { data } = await penalty.query
        .byPartner({ partnerId: input.partnerId })
        .where((a, op) => (input.uninvoicedOnly ? op.notExists(a.invoiceId) : ''))
        .go({ pages: 'all' });
      return data;
    },
  };
}

export type InvoiceListRepository = ReturnType<typeof createInvoiceListRepository>;
