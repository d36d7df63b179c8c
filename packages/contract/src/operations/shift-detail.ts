import * as z from 'zod/mini';

import type { ShiftActionName as DomainShiftActionName } from '@careshift/domain/shifts/actions';

import { shiftRowSchema } from './shift-schemas';

/** The organisation's address, for the address card and its maps link (partner and client views). */
export const shiftAddressSchema = z.object({
  street: z.string(),
  street2: z.optional(z.string()),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  lat: z.optional(z.number()),
  long: z.optional(z.number()),
  /** A Google Maps search link for the address (or its coordinates). */
  mapsUrl: z.string(),
});

/** The partner details card: clients of a claimed shift and administrators. */
export const shiftPartnerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ratingScore: z.number(),
  ratingCount: z.number().check(z.int()),
  /** Contact details: only for the client of the shift and administrators. */
  phoneNumber: z.optional(z.string()),
  email: z.optional(z.string()),
});

/**
 * The actions a viewer may take on a shift now (the domain's `shiftActions`): the web shows a button
 * per action (`claim` is Claim for a partner, Assign for an administrator; verify is never shown), the
 * API authorises each call with the same rule.
 */
export const SHIFT_ACTION_NAMES = [
  'cancel',
  'update',
  'cancelClaim',
  'claim',
  'noShow',
  'paymentNote',
  'addReview',
  'checkReview',
] as const satisfies readonly DomainShiftActionName[];
export const shiftActionSchema = z.enum(SHIFT_ACTION_NAMES);
export type ShiftActionName = z.infer<typeof shiftActionSchema>;

/** The shift detail (/requests/{id}), shaped per role: clients never see commission or earnings. */
export const shiftDetailSchema = z.extend(shiftRowSchema, {
  noShowReason: z.optional(z.string()),
  /** Penalty recorded for a no-show (cents); partners and administrators only. */
  penalty: z.optional(z.number().check(z.int())),
  actions: z.array(shiftActionSchema),
  badges: z.object({
    /** Administrators: a review exists. */
    reviewed: z.boolean(),
    /** Administrators: the shift ended, is finished (or has no status) and has no review yet. */
    pendingReview: z.boolean(),
  }),
  /** Cancelling the claim now costs this penalty (cents), or null when free; partner and administrator views. */
  cancelClaimPenalty: z.optional(z.nullable(z.number().check(z.int()))),
  /** A no-show costs the partner this penalty (cents); administrator view only. */
  noShowPenalty: z.optional(z.number().check(z.int())),
  /** Partner and client views: where the shift takes place. */
  address: z.optional(shiftAddressSchema),
  clientPhoneNumber: z.optional(z.string()),
  /** Client and administrator views of a claimed shift. */
  partner: z.optional(shiftPartnerSchema),
});
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;
