import * as z from 'zod/mini';

import { WAITLIST_MAX_ENTRIES } from '@careshift/domain/waitlist/waitlist-rules';

import { defineOperation } from '../operation';

import { shiftIdPath, shiftRowSchema } from './shift-schemas';

/*
 * The waitlist of a claimed shift (issue 35 item 3): a partner who could claim it joins and leaves the
 * line and sees its place; the organisation sees how many wait, administrators also who.
 */

/** One place in line (administrators only). */
export const waitlistPlaceSchema = z.object({
  place: z.number().check(z.int()),
  partnerId: z.string(),
  partnerName: z.string(),
  joinedAt: z.string(),
});

/** A shift's waitlist as the viewer sees it. */
export const shiftWaitlistSchema = z.object({
  shiftId: z.string(),
  /** How many partners wait (without the one who holds the shift). */
  count: z.number().check(z.int()),
  /** Whether partners may join now: the shift is claimed and its claim deadline and start are ahead. */
  open: z.boolean(),
  /** Partners: their place in line (1 = first), or null when not waiting. */
  place: z.optional(z.nullable(z.number().check(z.int()))),
  /**
   * Partners: why they cannot join now (NOT_CLAIMED, OWN_SHIFT, CLOSED, FULL, or a claim refusal such as
   * BLOCKED_BY_CLIENT, OVERLAP, REST_HOURS, WEEKLY_LIMIT), absent when they can or already wait.
   */
  refusal: z.optional(z.string()),
  /** What a claim refusal names (`ref`, `start`, `end`, `hours`, `limit`, …), for its text. */
  refusalParams: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Partners: the shift as their list shows it (its page is not theirs while someone else holds it). */
  shift: z.optional(shiftRowSchema),
  /** Administrators: the line in order. */
  line: z.optional(z.array(waitlistPlaceSchema)),
});
export type ShiftWaitlist = z.infer<typeof shiftWaitlistSchema>;

export const shiftWaitlistGet = defineOperation({
  id: 'request-waitlist',
  method: 'GET',
  path: '/api/requests/{shiftId}/waitlist',
  access: ['EMPLOYEE', 'SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary:
    "A shift's waitlist: how many partners wait and whether it is open. A partner of the shift's position (not blocked by the organisation) also gets its place and why it cannot join, with the shift; the organisation's users the count; administrators the line with names. Another organisation's shift, or one a partner may not see, answers 404.",
  input: { path: shiftIdPath },
  output: shiftWaitlistSchema,
});

export const shiftWaitlistJoin = defineOperation({
  id: 'request-waitlistJoin',
  method: 'PUT',
  path: '/api/requests/{shiftId}/waitlist',
  access: ['EMPLOYEE'],
  area: 'shifts',
  summary: `Join the waitlist of a shift someone else claimed (at most ${WAITLIST_MAX_ENTRIES} partners). The partner must be able to claim it if it were open (the claim eligibility: position, standing, block, overlap, rest hours, weekly limit), else 403/409 with the reason. When the claim is cancelled before the deadline, the line is invited to the shift in order (invitation source WAITLIST). Written to the shift's and the partner's activity trails.`,
  input: { path: shiftIdPath },
  output: shiftWaitlistSchema,
});

export const shiftWaitlistLeave = defineOperation({
  id: 'request-waitlistLeave',
  method: 'DELETE',
  path: '/api/requests/{shiftId}/waitlist',
  access: ['EMPLOYEE'],
  area: 'shifts',
  summary:
    "Leave a shift's waitlist (404 NOT_WAITING when not in it). Written to the shift's and the partner's activity trails.",
  input: { path: shiftIdPath },
  output: shiftWaitlistSchema,
});
