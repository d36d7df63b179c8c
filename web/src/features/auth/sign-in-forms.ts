import * as z from 'zod/mini';

import { password, requiredEmail } from '@careshift/contract/forms/fields';
import { verificationCodeSchema } from '@careshift/contract/forms/phone-login-form';
import { messageKey } from '@careshift/contract/messages';

/** E-mail sign-in: a valid e-mail and a password (its length is the service's business, not checked here). */
export const emailSignInSchema = z.object({
  email: requiredEmail(),
  password: z.string({ error: messageKey('required') }).check(z.minLength(1, messageKey('required'))),
});
export type EmailSignInForm = z.input<typeof emailSignInSchema>;

/** Forgot password, step one: the e-mail the code goes to. */
export const resetRequestSchema = z.object({ email: requiredEmail() });
export type ResetRequestForm = z.input<typeof resetRequestSchema>;

/** Forgot password, step two: the 6-digit code of the e-mail and a new password of at least 12 characters. */
export const resetConfirmSchema = z.object({
  code: verificationCodeSchema.shape.code,
  newPassword: password(),
});
export type ResetConfirmForm = z.input<typeof resetConfirmSchema>;

/**
 * Step two reached without step one (the e-mail's link, or "I have a code"): the e-mail too, since no
 * code was asked for on this page. Any valid, unexpired code of that e-mail works.
 */
export const resetWithCodeSchema = z.object({ ...resetConfirmSchema.shape, email: requiredEmail() });
export type ResetWithCodeForm = z.input<typeof resetWithCodeSchema>;
