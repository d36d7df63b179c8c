import * as z from 'zod/mini';

import {
  BLOCK_REASON_MAX_LENGTH,
  EARLY_ACCESS_HOURS_BOUNDS,
} from '@careshift/domain/shifts/favourites-access';

import { requiredText, wholeNumber } from '../forms/fields';
import { defineOperation } from '../operation';

import { recordId } from './record-fields';

/*
 * Favourites and blocks (issue 35 item 1): an organisation's marks on partners. Its users (owner and
 * desk users) for their own organisation, and administrators; a partner never reads them (a block's
 * reason is for administrators and the organisation only).
 */

const clientPartnerPath = z.object({ clientId: recordId, partnerId: recordId });
const clientPath = z.object({ clientId: recordId });

/** One favourite or block as the organisation and administrators see it. */
export const partnerMarkSchema = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  /** Who added it (their name as it was then, when known) and when. */
  createdByName: z.optional(z.string()),
  createdAt: z.string(),
});
export const partnerBlockSchema = z.extend(partnerMarkSchema, {
  /** Why the organisation asked not to be sent this partner again (never shown to the partner). */
  reason: z.string(),
});
export type PartnerMark = z.infer<typeof partnerMarkSchema>;
export type PartnerBlock = z.infer<typeof partnerBlockSchema>;

/** An organisation's favourites, blocks and early-access window, in one answer. */
export const clientPartnerMarksSchema = z.object({
  favourites: z.array(partnerMarkSchema),
  blocks: z.array(partnerBlockSchema),
  /** Hours after posting when only favourites see a new shift; 0 = off. */
  favouritesEarlyAccessHours: z.number(),
});
export type ClientPartnerMarks = z.infer<typeof clientPartnerMarksSchema>;

/** A block's body: its reason, required. */
export const partnerBlockBodySchema = z.object({ reason: requiredText(BLOCK_REASON_MAX_LENGTH) });
export type PartnerBlockBody = z.output<typeof partnerBlockBodySchema>;

/** The early-access setting's body: whole hours, 0 (off) to 72. */
export const favouritesEarlyAccessBodySchema = z.object({
  hours: wholeNumber(EARLY_ACCESS_HOURS_BOUNDS.min, EARLY_ACCESS_HOURS_BOUNDS.max),
});
export type FavouritesEarlyAccessBody = z.output<typeof favouritesEarlyAccessBodySchema>;

const WHO =
  "The organisation's users (its owner and desk users) for their own organisation, and administrators.";

export const partnerMarksList = defineOperation({
  id: 'client-partnerMarks',
  method: 'GET',
  path: '/api/clients/{clientId}/partner-marks',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `The organisation's favourites and blocks ("Do not send again", with their reasons) and its favourites' early-access hours. ${WHO}`,
  input: { path: clientPath },
  output: clientPartnerMarksSchema,
});

export const partnerFavouriteAdd = defineOperation({
  id: 'client-favouriteAdd',
  method: 'PUT',
  path: '/api/clients/{clientId}/favourites/{partnerId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `Add a partner to the organisation's favourites (again: no change). A blocked partner is refused (409 PARTNER_BLOCKED): unblock first. Written to the organisation's and the partner's activity trails. ${WHO}`,
  input: { path: clientPartnerPath },
  output: clientPartnerMarksSchema,
});

export const partnerFavouriteRemove = defineOperation({
  id: 'client-favouriteRemove',
  method: 'DELETE',
  path: '/api/clients/{clientId}/favourites/{partnerId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `Remove a partner from the organisation's favourites (404 when it is not one). ${WHO}`,
  input: { path: clientPartnerPath },
  output: clientPartnerMarksSchema,
});

export const partnerBlockAdd = defineOperation({
  id: 'client-blockAdd',
  method: 'PUT',
  path: '/api/clients/{clientId}/blocks/{partnerId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `"Do not send again": block a partner, with a reason (1–${BLOCK_REASON_MAX_LENGTH} characters; again: the new reason). The partner no longer sees the organisation's shifts in Find a shift and cannot claim or be assigned them; a favourite is removed. The reason is for administrators and the organisation, never the partner. ${WHO}`,
  input: { path: clientPartnerPath, body: partnerBlockBodySchema },
  output: clientPartnerMarksSchema,
});

export const partnerBlockRemove = defineOperation({
  id: 'client-blockRemove',
  method: 'DELETE',
  path: '/api/clients/{clientId}/blocks/{partnerId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `Unblock a partner (404 when it is not blocked): the organisation's shifts are offered to it again. ${WHO}`,
  input: { path: clientPartnerPath },
  output: clientPartnerMarksSchema,
});

export const favouritesEarlyAccessUpdate = defineOperation({
  id: 'client-favouritesEarlyAccess',
  method: 'PUT',
  path: '/api/clients/{clientId}/favourites-early-access',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: `Set the organisation's favourites' early access: for this many whole hours after a shift is posted (${EARLY_ACCESS_HOURS_BOUNDS.min}–${EARLY_ACCESS_HOURS_BOUNDS.max}; 0 = off) only its favourites see and may claim it. Shifts posted from now on follow it. ${WHO}`,
  input: { path: clientPath, body: favouritesEarlyAccessBodySchema },
  output: clientPartnerMarksSchema,
});
