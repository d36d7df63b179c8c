import * as z from 'zod/mini';

import { FILL_RATE_PERIODS } from '@careshift/domain/statistics/fill-rate';

import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { recordId } from './record-fields';

/*
 * Fill-rate reporting (issue 35 item 5): time to fill and fill rate of the shifts that started in the
 * last 30 or 90 days, overall and per position, with the invited and boosted shares. Definitions:
 * packages/domain/src/statistics/fill-rate.ts.
 */

const count = z.number().check(z.int());
const percent = z.nullable(z.number());
const minutes = z.nullable(z.number().check(z.int()));

/** The figures of a set of shifts (the domain's FillFigures). */
export const fillFiguresSchema = z.object({
  /** Shifts posted (not withdrawn before their start, not PENDING) that started in the period. */
  posted: count,
  /** Of them, filled (claimed) before their start. */
  filled: count,
  /** filled ÷ posted, % (one decimal); null when nothing was posted. */
  fillRatePercent: percent,
  /** Time to fill (claim − posting) of the filled shifts, whole minutes; null when none was filled. */
  medianMinutes: minutes,
  p90Minutes: minutes,
  /** Filled by accepting an invitation (ranked or from the waitlist), and its share of the filled, %. */
  invited: count,
  invitedSharePercent: percent,
  /** Posted shifts whose rates were boosted before their start, and their share of the posted, %. */
  boosted: count,
  boostedSharePercent: percent,
  /** Boosted shifts filled, and their fill rate, %. */
  boostedFilled: count,
  boostedFillRatePercent: percent,
});
export type FillFiguresView = z.infer<typeof fillFiguresSchema>;

export const fillRateReportSchema = z.object({
  /** The period: shifts starting in [from, to), the last `days` days up to the moment of reading. */
  days: z.enum(FILL_RATE_PERIODS),
  from: z.string(),
  to: z.string(),
  overall: fillFiguresSchema,
  /** One row per position with a posted shift, most posted first; names as on the shifts. */
  positions: z.array(
    z.extend(fillFiguresSchema, {
      positionId: z.string(),
      positionName: z.string(),
      positionNameEl: z.optional(z.string()),
    }),
  ),
  generatedAt: z.string(),
});
export type FillRateReportView = z.infer<typeof fillRateReportSchema>;

/** The period asked: 30 days unless given. */
export const fillRateQuerySchema = z.object({
  days: z.optional(z.enum(FILL_RATE_PERIODS, { error: messageKey('invalidOption') })),
});

const DEFINITIONS =
  'Posted: shifts that started in the period, not cancelled before their start and not PENDING; filled: claimed at or before the start and held (or a no-show); time to fill: claim − posting (median and p90, linear interpolation).';

export const fillRateGet = defineOperation({
  id: 'request-getFillRate',
  method: 'GET',
  path: '/api/stats/fill-rate',
  access: ['SYSTEM_USER'],
  area: 'stats',
  summary: `The dashboard's fill-rate report over every organisation: fill rate, time to fill, invited and boosted shares of the shifts that started in the last 30 (default) or 90 days, overall and per position. ${DEFINITIONS}`,
  input: { query: fillRateQuerySchema },
  output: fillRateReportSchema,
});

export const clientFillRateGet = defineOperation({
  id: 'client-fillRate',
  method: 'GET',
  path: '/api/clients/{clientId}/fill-rate',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'stats',
  summary: `One organisation's fill-rate report (its own users, and administrators; another organisation's answers 404): the same figures over its own shifts. ${DEFINITIONS}`,
  input: { path: z.object({ clientId: recordId }), query: fillRateQuerySchema },
  output: fillRateReportSchema,
});
