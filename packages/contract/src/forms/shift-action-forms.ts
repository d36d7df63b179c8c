import * as z from 'zod/mini';

import { requiredId, requiredText } from './fields';

/** A reason is a sentence or a short paragraph. */
export const REASON_MAX_LENGTH = 500;

/** A reason is required and trimmed (spec section 5: cancel, cancel claim, no-show). */
const reasonFormSchema = z.object({ reason: requiredText(REASON_MAX_LENGTH) });

/** Cancel a shift (request-cancel sends it as cancellationReason). */
export const cancelShiftFormSchema = reasonFormSchema;
/** Cancel a claim (request-cancelClaim sends it as cancellationReason). */
export const cancelClaimFormSchema = reasonFormSchema;
/** Mark a shift as no-show (request-noShow sends it as reason). */
export const noShowFormSchema = reasonFormSchema;
export type ReasonForm = z.input<typeof reasonFormSchema>;

/** An administrator assigning a shift must pick a partner. */
export const assignShiftFormSchema = z.object({ partnerId: requiredId() });
export type AssignShiftForm = z.input<typeof assignShiftFormSchema>;
