import * as z from 'zod/mini';

import { AUTO_BOOST_BOUNDS, BOOST_KINDS, BOOST_LIMITS } from '@careshift/domain/boosts/rate-boost';

import { requiredEnum, requiredText, wholeNumber } from '../forms/fields';
import { defineOperation } from '../operation';

import { recordId } from './record-fields';
import { shiftDetailSchema } from './shift-detail';
import { shiftIdPath } from './shift-schemas';

/*
 * Rate boosts (issue 35 item 4): an organisation or an administrator raises an open, unclaimed shift's
 * hourly rates by a percentage or an amount per hour; the cost engine reprices it.
 */

const VALUE_MAX = Math.max(BOOST_LIMITS.percent.max, BOOST_LIMITS.amountCents.max);

/** A boost: `PERCENT` with a whole percentage (1–50), or `AMOUNT` with cents per hour (1–2000) on every rate. */
export const boostBodySchema = z.object({
  kind: requiredEnum(BOOST_KINDS),
  value: wholeNumber(1, VALUE_MAX),
});
export type BoostBody = z.output<typeof boostBodySchema>;

/** Applying a boost: the boost and the shift's `updatedAt` the quote was made on (a later change is 409). */
export const boostApplyBodySchema = z.extend(boostBodySchema, { updatedAt: requiredText(40) });
export type BoostApplyBody = z.output<typeof boostApplyBodySchema>;

const priceSchema = z.object({
  totalCost: z.number().check(z.int()),
  companyCommission: z.optional(z.number().check(z.int())),
  employeeEarnings: z.optional(z.number().check(z.int())),
});

/** The price before and after the boost (cents, EUR): the split for administrators only. */
export const boostQuoteSchema = z.object({
  before: priceSchema,
  after: priceSchema,
  /** The boosted normal day rate (cents per hour), what a card shows first. */
  normalDayHourlyRate: z.number().check(z.int()),
  boostCount: z.number().check(z.int()),
  updatedAt: z.string(),
  currency: z.literal('EUR'),
});
export type BoostQuote = z.infer<typeof boostQuoteSchema>;

const WHO =
  "The shift's organisation (its owner and desk users) and administrators, on a VERIFIED shift nobody claimed, before its claim deadline, at most 5 times.";

export const shiftBoostQuote = defineOperation({
  id: 'request-boostQuote',
  method: 'POST',
  path: '/api/requests/{shiftId}/boost-quote',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: `Price a rate boost before applying it; changes nothing. An organisation gets the totals, administrators also the commission and partner earnings. ${WHO}`,
  input: { path: shiftIdPath, body: boostBodySchema },
  output: boostQuoteSchema,
});

export const shiftBoost = defineOperation({
  id: 'request-boost',
  method: 'POST',
  path: '/api/requests/{shiftId}/boost',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: `Apply a rate boost: every hourly rate of the shift rises by the percentage or the amount and the cost is computed again; 409 when the shift changed since \`updatedAt\`, was claimed meanwhile (SHIFT_ALREADY_CLAIMED) or cannot be boosted (NOT_OPEN, DEADLINE_PASSED, BOOST_LIMIT). Partners see it as "Boosted". In the shift's activity trail. ${WHO}`,
  input: { path: shiftIdPath, body: boostApplyBodySchema },
  output: shiftDetailSchema,
});

/** The automatic boost of an organisation's shifts: +percent (0 = off) from N hours before the claim deadline, up to a cap. */
export const autoBoostBodySchema = z.object({
  percent: wholeNumber(0, AUTO_BOOST_BOUNDS.percent.max),
  hoursBeforeDeadline: wholeNumber(
    AUTO_BOOST_BOUNDS.hoursBeforeDeadline.min,
    AUTO_BOOST_BOUNDS.hoursBeforeDeadline.max,
  ),
  maxBoosts: wholeNumber(AUTO_BOOST_BOUNDS.maxBoosts.min, AUTO_BOOST_BOUNDS.maxBoosts.max),
});
export type AutoBoostBody = z.output<typeof autoBoostBodySchema>;

export const autoBoostSchema = z.object({
  /** Null: off. */
  autoBoost: z.nullable(
    z.object({ percent: z.number(), hoursBeforeDeadline: z.number(), maxBoosts: z.number() }),
  ),
});
export type AutoBoostSetting = z.infer<typeof autoBoostSchema>;

const clientPath = z.object({ clientId: recordId });
const OWN =
  "The organisation's users (its owner and desk users) for their own organisation, and administrators.";

export const clientAutoBoostGet = defineOperation({
  id: 'client-autoBoost',
  method: 'GET',
  path: '/api/clients/{clientId}/auto-boost',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `The organisation's automatic rate boost (null: off). ${OWN}`,
  input: { path: clientPath },
  output: autoBoostSchema,
});

export const clientAutoBoostUpdate = defineOperation({
  id: 'client-autoBoostUpdate',
  method: 'PUT',
  path: '/api/clients/{clientId}/auto-boost',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `Set the organisation's automatic rate boost: a shift still unclaimed ${AUTO_BOOST_BOUNDS.hoursBeforeDeadline.min}–${AUTO_BOOST_BOUNDS.hoursBeforeDeadline.max} hours before its claim deadline gets +percent (${AUTO_BOOST_BOUNDS.percent.min}–${AUTO_BOOST_BOUNDS.percent.max}; 0 = off), up to ${AUTO_BOOST_BOUNDS.maxBoosts.max} times spread over those hours, by the auto-boost job (hourly). In the organisation's activity trail. ${OWN}`,
  input: { path: clientPath, body: autoBoostBodySchema },
  output: autoBoostSchema,
});
