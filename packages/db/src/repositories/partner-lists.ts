import type { PartnerStatus, RestrictedReason } from '@careshift/domain/partners/status';
import { nameSearchPrefixes } from '@careshift/domain/text/name-search';

import type { PartnerItem } from '../entities/partner';
import type { PartnerPositionItem } from '../entities/partner-position';
import { cursorAfterItem } from '../paging/entity-cursor';
import { readConcatPage, readStreamPage } from '../paging/merged-page';
import { pageSizeOf } from '../paging/page';
import type { Page } from '../paging/page';
import type { QueryStream } from '../paging/query-stream';
import type { DbService } from '../service';

import { toPartnerRecord } from './partner-records';
import type { PartnerRecord } from './partner-records';

export interface PartnerListFilter {
  status?: PartnerStatus;
  positionId?: string;
  cursor?: string | null;
  limit?: number;
}

/** The parts of ElectroDB's `where` callback that the partner filters use. */
interface WhereOperations {
  eq(attribute: unknown, value: unknown): string;
  contains(attribute: unknown, value: unknown): string;
}

/** Status and position as a filter expression (empty when neither is asked for). */
function partnerWhere(
  filter: PartnerListFilter,
  a: { status: unknown; positionIds: unknown },
  op: WhereOperations,
) {
  return [
    filter.status ? op.eq(a.status, filter.status) : '',
    filter.positionId ? op.contains(a.positionIds, filter.positionId) : '',
  ]
    .filter(Boolean)
    .join(' AND ');
}

export function createPartnerListRepository(db: DbService) {
  const { partner, partnerPosition } = db.entities;
  const hasFilter = (filter: PartnerListFilter) => Boolean(filter.status || filter.positionId);

  /** Profiles for a page of position memberships, in the memberships' order. */
  async function profilesOf(page: Page<PartnerPositionItem>): Promise<Page<PartnerRecord>> {
    if (page.items.length === 0) return { items: [], cursor: page.cursor };
    const { data } = await partner
      .get(page.items.map(({ partnerId }) => ({ partnerId })))
      .go({ preserveBatchOrder: true });
    const items = data.filter((item): item is PartnerItem => Boolean(item)).map(toPartnerRecord);
    return { items, cursor: page.cursor };
  }

  return {
    /**
     * Partners newest first, all or of a status (key query); of a position by last name (its membership
     * items, one key query, then one batch read of the profiles). Status with position filters the
     * memberships.
     */
    async listPartners(filter: PartnerListFilter): Promise<Page<PartnerRecord>> {
      const limit = pageSizeOf(filter.limit);
      if (filter.positionId) {
        const positionId = filter.positionId;
        const page = await readStreamPage<PartnerPositionItem>({
          name: `partners-of-position:${filter.status ?? ''}`,
          limit,
          cursor: filter.cursor,
          stream: {
            key: positionId,
            filtered: Boolean(filter.status),
            run: (cursor, size) =>
              partnerPosition.query
                .byPosition({ positionId })
                .where((a, op) => (filter.status ? op.eq(a.status, filter.status) : ''))
                .go({ cursor, limit: size }),
            cursorAfter: cursorAfterItem(partnerPosition, 'byPosition'),
          },
        });
        return profilesOf(page);
      }
      const status = filter.status;
      // Newest first (spec section 9: createdAt descending), so a partner just created is on page 1.
      const stream: QueryStream<PartnerItem> = status
        ? {
            key: `status-created:${status}`,
            filtered: false,
            run: (cursor, size) =>
              partner.query.byStatusCreated({ status }).go({ cursor, limit: size, order: 'desc' }),
            cursorAfter: cursorAfterItem(partner, 'byStatusCreated'),
          }
        : {
            key: 'all-created',
            filtered: false,
            run: (cursor, size) => partner.query.byCreated({}).go({ cursor, limit: size, order: 'desc' }),
            cursorAfter: cursorAfterItem(partner, 'byCreated'),
          };
      const page = await readStreamPage<PartnerItem>({
        name: 'partners',
        limit,
        cursor: filter.cursor,
        stream,
      });
      return { items: page.items.map(toPartnerRecord), cursor: page.cursor };
    },

    /**
     * Partners whose first or last name starts with the query, case-, accent- and script-insensitive
     * ("μαρ", "ΜΑΡ", "mar"): first-name matches, then last-name matches, each by name. Every key is a
     * prefix condition on an index; a partner found by the first name is left out of the last-name part.
     */
    async searchPartnersByName(filter: PartnerListFilter & { query: string }): Promise<Page<PartnerRecord>> {
      const prefixes = nameSearchPrefixes(filter.query);
      const foundByFirstName = (item: PartnerItem) =>
        prefixes.some((prefix) => item.nameFirstLast.startsWith(prefix));
      const firstNameStreams = prefixes.map<QueryStream<PartnerItem>>((prefix) => ({
        key: `first:${prefix}`,
        filtered: hasFilter(filter),
        run: (cursor, size) =>
          partner.query
            .byFirstName({})
            .begins({ nameFirstLast: prefix })
            .where((a, op) => partnerWhere(filter, a, op))
            .go({ cursor, limit: size }),
        cursorAfter: cursorAfterItem(partner, 'byFirstName'),
      }));
      const lastNameStreams = prefixes.map<QueryStream<PartnerItem>>((prefix) => ({
        key: `last:${prefix}`,
        filtered: true,
        run: async (cursor, size) => {
          const page = await partner.query
            .byLastName({})
            .begins({ nameLastFirst: prefix })
            .where((a, op) => partnerWhere(filter, a, op))
            .go({ cursor, limit: size });
          return { data: page.data.filter((item) => !foundByFirstName(item)), cursor: page.cursor };
        },
        cursorAfter: cursorAfterItem(partner, 'byLastName'),
      }));
      const page = await readConcatPage({
        name: `partner-search:${filter.status ?? ''}:${filter.positionId ?? ''}`,
        limit: pageSizeOf(filter.limit),
        cursor: filter.cursor,
        streams: [...firstNameStreams, ...lastNameStreams],
      });
      return { items: page.items.map(toPartnerRecord), cursor: page.cursor };
    },

    /**
     * RESTRICTED partners restricted for one reason, by last name (the overdue sweep lifts INVOICE_OVERDUE
     * restrictions): one key query on the status index (RESTRICTED partners are few), the reason filtered.
     */
    async listPartnersRestrictedFor(input: {
      reason: RestrictedReason;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<PartnerRecord>> {
      const page = await readStreamPage<PartnerItem>({
        name: `partners-restricted:${input.reason}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: `status:RESTRICTED:${input.reason}`,
          filtered: true,
          run: (cursor, size) =>
            partner.query
              .byStatus({ status: 'RESTRICTED' })
              .where((a, op) => op.eq(a.restrictedReasonType, input.reason))
              .go({ cursor, limit: size }),
          cursorAfter: cursorAfterItem(partner, 'byStatus'),
        },
      });
      return { items: page.items.map(toPartnerRecord), cursor: page.cursor };
    },

    /** Partners whose registration expires before `date` ("YYYY-MM-DD"), earliest first (licence sweep). */
    async listPartnersWithRegistrationExpiringBefore(input: {
      date: string;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<PartnerRecord>> {
      const page = await readStreamPage<PartnerItem>({
        name: 'partners-expiring',
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: input.date,
          filtered: false,
          run: (cursor, size) =>
            partner.query
              .byRegistrationExpiry({})
              .lt({ registrationExpiryKey: input.date })
              .go({ cursor, limit: size }),
          cursorAfter: cursorAfterItem(partner, 'byRegistrationExpiry', (item: PartnerItem) => ({
            registrationExpiryKey: item.registrationExpirationDate ?? '',
          })),
        },
      });
      return { items: page.items.map(toPartnerRecord), cursor: page.cursor };
    },
  };
}

export type PartnerListRepository = ReturnType<typeof createPartnerListRepository>;
