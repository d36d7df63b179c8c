import * as z from 'zod/mini';

import { defineOperation } from '../operation';

import { listCursor, pageLimit, pageOf, recordId } from './record-fields';
import { reviewSchema } from './reviews';

const partnerPath = z.object({ partnerId: recordId });

/** partner-reviews-list: a partner's reviews, newest first, 10 per page (spec section 7). */
export const partnerReviewsList = defineOperation({
  id: 'partner-reviews-list',
  method: 'GET',
  path: '/api/partners/{partnerId}/reviews',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: "A partner's reviews, newest first (the Reviews tab), 10 per page.",
  input: { path: partnerPath, query: z.object({ limit: pageLimit(50), cursor: listCursor }) },
  output: pageOf(reviewSchema),
});

/** What the receiving organisation acknowledged. */
export const heedTransferSchema = z.object({
  deliveryId: z.string(),
  transferredAt: z.string(),
  documentCount: z.number().check(z.int()),
});
export type HeedTransfer = z.infer<typeof heedTransferSchema>;

export const partnerTransferToHeed = defineOperation({
  id: 'employee-transferToHeed',
  method: 'POST',
  path: '/api/partners/{partnerId}/transfer-to-heed',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary:
    "Send the partner's profile and short-lived document links to Heed's intake (signed HMAC-SHA256, idempotent per partner and attempt); audited. The partner is unchanged.",
  input: { path: partnerPath },
  output: heedTransferSchema,
});

/** A partner statistics row (spec section 3). */
export const partnerStatisticsRowSchema = z.object({
  claimedBy: z.string(),
  employeeName: z.string(),
  claimedCount: z.number().check(z.int()),
  finishedCount: z.number().check(z.int()),
  canceledCount: z.number().check(z.int()),
  abandonedCount: z.number().check(z.int()),
});
export type PartnerStatisticsRow = z.infer<typeof partnerStatisticsRowSchema>;

export const partnerStatisticsGet = defineOperation({
  id: 'request-getPartnersCount',
  method: 'GET',
  path: '/api/partner-statistics',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: 'Per-partner shift counts of the current Nicosia year, read from the yearly aggregates (no scan).',
  input: {},
  output: z.array(partnerStatisticsRowSchema),
});

export const calendarFeedLinkSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

export const partnerCalendarTokenCreate = defineOperation({
  id: 'partner-calendarToken-create',
  method: 'POST',
  path: '/api/partners/{partnerId}/calendar-token',
  access: ['EMPLOYEE'],
  area: 'partners',
  summary:
    'A new private calendar feed URL for the partner itself; the token is stored only as its SHA-256 hash and the previous URL stops working.',
  input: { path: partnerPath },
  output: calendarFeedLinkSchema,
});

/** The calendar feed is an iCalendar file (the pipeline replies with the file, not JSON). */
export const calendarFileOutput = z.custom<Blob>(() => true, { message: 'An iCalendar file' });

export const partnerCalendarFeed = defineOperation({
  id: 'partner-calendar-feed',
  method: 'GET',
  path: '/api/calendar-feeds/{token}',
  access: 'public',
  area: 'partners',
  summary:
    "The partner's claimed and finished shifts as an iCalendar feed (text/calendar, times in Asia/Nicosia); an unknown or revoked token is 404.",
  input: { path: z.object({ token: z.string().check(z.trim(), z.minLength(20), z.maxLength(100)) }) },
  output: calendarFileOutput,
});
