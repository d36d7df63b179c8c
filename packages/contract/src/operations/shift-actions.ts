import * as z from 'zod/mini';

import { optionalText } from '../forms/fields';
import { PARTNER_SEARCH_LIMIT, partnerSearchSchema } from '../forms/partner-filter';
import { cancelClaimFormSchema, cancelShiftFormSchema, noShowFormSchema } from '../forms/shift-action-forms';
import { defineOperation } from '../operation';

import { shiftDetailSchema } from './shift-detail';
import { shiftIdPath } from './shift-schemas';

/** The cancel and cancel-claim payload: the form's reason, sent as cancellationReason. */
export const cancellationBodySchema = z.object({
  cancellationReason: cancelShiftFormSchema.shape.reason,
});
export const cancelClaimBodySchema = z.object({
  cancellationReason: cancelClaimFormSchema.shape.reason,
});
export const noShowBodySchema = z.object({ reason: noShowFormSchema.shape.reason });

/** A partner claims for itself (`{}`); an administrator assigns the partner named in partnerId. */
export const claimBodySchema = z.object({ partnerId: optionalText(100) });

export const shiftClaim = defineOperation({
  id: 'request-claim',
  method: 'POST',
  path: '/api/requests/{shiftId}/claim',
  access: ['EMPLOYEE', 'SYSTEM_USER'],
  area: 'partner-path',
  summary:
    'Claim a VERIFIED shift that has not started (partner, for itself, when eligible) or assign it (administrator, partnerId required). Of concurrent claims exactly one wins; the others get 409.',
  input: { path: shiftIdPath, body: claimBodySchema },
  output: shiftDetailSchema,
});

export const shiftVerify = defineOperation({
  id: 'request-verify',
  method: 'POST',
  path: '/api/requests/{shiftId}/verify',
  access: ['SYSTEM_USER'],
  area: 'shifts',
  summary: 'Verify a PENDING shift (it becomes VERIFIED and open to partners).',
  input: { path: shiftIdPath },
  output: shiftDetailSchema,
});

export const shiftCancel = defineOperation({
  id: 'request-cancel',
  method: 'POST',
  path: '/api/requests/{shiftId}/cancel',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary:
    'Cancel a shift with a reason: PENDING, VERIFIED or CLAIMED before it starts; after the start only an administrator, only when VERIFIED.',
  input: { path: shiftIdPath, body: cancellationBodySchema },
  output: shiftDetailSchema,
});

export const shiftCancelClaim = defineOperation({
  id: 'request-cancelClaim',
  method: 'POST',
  path: '/api/requests/{shiftId}/cancel-claim',
  access: ['EMPLOYEE', 'SYSTEM_USER'],
  area: 'shifts',
  summary:
    'Cancel a claim before the shift starts (the claiming partner or an administrator), with a reason. Before the claim deadline the shift is open again; after it, it is abandoned and the partner owes the company commission as a penalty.',
  input: { path: shiftIdPath, body: cancelClaimBodySchema },
  output: shiftDetailSchema,
});

export const shiftNoShow = defineOperation({
  id: 'request-noShow',
  method: 'POST',
  path: '/api/requests/{shiftId}/no-show',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary:
    'Mark a no-show after the start, with a reason (clients only while CLAIMED); the partner owes the company commission as a penalty.',
  input: { path: shiftIdPath, body: noShowBodySchema },
  output: shiftDetailSchema,
});

/** The payment note is a PDF download (the pipeline replies with the file, not JSON). */
export const pdfFileOutput = z.custom<Blob>(() => true, { message: 'A PDF file' });

export const paymentNoteDownload = defineOperation({
  id: 'request-paymentNote',
  method: 'GET',
  path: '/api/requests/{shiftId}/payment-note',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE'],
  area: 'shifts',
  summary:
    "The payment note PDF of a CLAIMED or FINISHED shift (administrator, the shift's client, the claiming partner): organisation, partner, times in Asia/Nicosia, the total to pay the partner directly, labelled in the reader's language. Frozen on its first download once the shift is FINISHED. Named PAYMENT-NOTE-{ref}.pdf.",
  input: { path: shiftIdPath },
  output: pdfFileOutput,
});

export const partnerSearchResultSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  ratingScore: z.number(),
  ratingCount: z.number().check(z.int()),
});
export type PartnerSearchResult = z.infer<typeof partnerSearchResultSchema>;

export const assignablePartnersSearch = defineOperation({
  id: 'requests-partnerSearch',
  method: 'GET',
  path: '/api/requests/partner-search',
  access: ['SYSTEM_USER'],
  area: 'shifts',
  summary: `Partners to assign: VERIFIED partners whose first or last name starts with the query (at least 3 characters), of the position when given, leaving out those the shift's organisation blocked when shiftId is given; at most ${PARTNER_SEARCH_LIMIT}.`,
  input: {
    query: z.extend(partnerSearchSchema, {
      positionId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      /** The shift being assigned: partners its organisation blocked are left out (issue 35). */
      shiftId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    }),
  },
  output: z.object({ items: z.array(partnerSearchResultSchema) }),
});
