import { OTP_CODE_TTL_SECONDS } from './otp-code';

/** The languages of the product (spec section 9); English is the fallback. */
export const SIGN_IN_LANGUAGES = ['en', 'el'] as const;
export type SignInLanguage = (typeof SIGN_IN_LANGUAGES)[number];

/**
 * The language of a sign-in message: the one the web is showing (sent as clientMetadata
 * `language`), else the user's `locale` attribute, else English. "gr" is an alias of "el".
 */
export function resolveSignInLanguage(
  clientMetadata: Record<string, string> | undefined,
  userAttributes: Record<string, string> | undefined,
): SignInLanguage {
  for (const candidate of [clientMetadata?.language, userAttributes?.locale]) {
    const base = candidate?.toLowerCase().split(/[-_]/)[0];
    if (base === 'el' || base === 'gr') return 'el';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/**
 * The language of a known number's code SMS: the account's saved one (its `locale` attribute, which
 * the profile's language keeps up to date), else the one the web is showing, else English (issue 32).
 */
export function resolveCodeLanguage(
  clientMetadata: Record<string, string> | undefined,
  userAttributes: Record<string, string> | undefined,
): SignInLanguage {
  return userAttributes?.locale
    ? resolveSignInLanguage(undefined, userAttributes)
    : resolveSignInLanguage(clientMetadata, undefined);
}

const minutes = (count: number, language: SignInLanguage) =>
  language === 'el'
    ? `${count} ${count === 1 ? 'λεπτό' : 'λεπτά'}`
    : `${count} ${count === 1 ? 'minute' : 'minutes'}`;

/** The text of the SMS carrying a sign-in code. */
export function signInCodeSms(code: string, language: SignInLanguage): string {
  const validity = minutes(OTP_CODE_TTL_SECONDS / 60, language);
  return language === 'el'
    ? `Κωδικός επαλήθευσης CareShift: ${code}. Λήγει σε ${validity}.`
    : `Your CareShift code is ${code}. It expires in ${validity}.`;
}

/**
 * The SMS to the owner of a number whose sign-in is refused (a DISABLED partner), sent instead of a
 * code: the caller's screen reads as for any number, and only the owner learns why.
 */
export function signInRefusedSms(language: SignInLanguage): string {
  return language === 'el'
    ? 'Ο λογαριασμός σας CareShift είναι απενεργοποιημένος, γι’ αυτό δεν στάλθηκε κωδικός επαλήθευσης. Επικοινωνήστε με το CareShift.'
    : 'Your CareShift account is disabled, so no sign-in code was sent to this number. Please contact CareShift.';
}

/**
 * The refusal when a number asked for too many codes. It has no final full stop because Cognito
 * wraps it as "CreateAuthChallenge failed with error <message>." (UserLambdaValidationException).
 */
export function tooManyCodesMessage(retryAfterMinutes: number, language: SignInLanguage): string {
  const wait = minutes(retryAfterMinutes, language);
  return language === 'el'
    ? `Ζητήθηκαν πάρα πολλοί κωδικοί επαλήθευσης για αυτόν τον αριθμό. Δοκιμάστε ξανά σε ${wait}`
    : `Too many codes requested for this number. Try again in ${wait}`;
}

/** "+35799123456" → "+*******3456": where the code went, without disclosing the number. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/^\+/, '');
  const visible = digits.slice(-4);
  return `+${'*'.repeat(digits.length - visible.length)}${visible}`;
}
