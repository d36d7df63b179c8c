import * as z from 'zod/mini';

import { messageKey } from '../messages';

import { addMessageIssue } from './fields';
import { isMobilePhone, isValidPhone, requiredPhone, toE164 } from './phone-field';

/** Partners sign in with a mobile number and a code of exactly this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;
const CODE_PATTERN = /^\d{6}$/;

/**
 * Step one of the phone login: the number, valid for its country code (default +357); otherwise the
 * spec's "The phone number given is not valid.". The code goes by SMS, so a valid landline is
 * refused as not a mobile number (issue 32).
 */
export const phoneLoginSchema = z.object({
  phone: requiredPhone('phoneLoginInvalid').check(
    z.superRefine((phone, ctx) => {
      if (isValidPhone(phone) && !isMobilePhone(phone))
        addMessageIssue(ctx, 'phoneLoginNotMobile', ['number']);
    }),
  ),
});
export type PhoneLoginForm = z.input<typeof phoneLoginSchema>;

/** Step two: the 6-digit code from the SMS. */
export const verificationCodeSchema = z.object({
  code: z
    .string({ error: messageKey('required') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('required')),
      z.regex(CODE_PATTERN, messageKey('verificationCode')),
    ),
});
export type VerificationCodeForm = z.input<typeof verificationCodeSchema>;

/** The submit-code button is enabled only for exactly 6 digits. */
export function isVerificationCodeComplete(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** The number the sign-in flow sends, "+35799123456". */
export function phoneLoginUsername(form: z.output<typeof phoneLoginSchema>): string {
  return toE164(form.phone);
}
