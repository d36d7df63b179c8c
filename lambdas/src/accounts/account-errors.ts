import { ConflictError, ValidationError } from '@careshift/domain';

export const EMAIL_IN_USE = 'This e-mail is already in use.';
export const PHONE_IN_USE = 'This phone number is already in use.';
/** Nobody takes their own sign-in away (they would lock themselves out): the domain's rule text. */
export { OWN_SIGN_IN } from '@careshift/domain';

/** What a sign-in is known by: the e-mail (organisation users, administrators) or the phone (partners). */
export type SignInKind = 'email' | 'phone';

const errorName = (error: unknown) => (error as { name?: string }).name;

/**
 * The user pool's refusals a user can fix, as domain errors: a taken e-mail or number (409, on
 * create `UsernameExistsException`, on change `AliasExistsException`) and a password the pool's
 * policy refuses (400). Anything else stays as it is (a 500 without details).
 */
export function accountError(error: unknown, kind: SignInKind): unknown {
  const name = errorName(error);
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') {
    return kind === 'email'
      ? new ConflictError(EMAIL_IN_USE, 'EMAIL_IN_USE')
      : new ConflictError(PHONE_IN_USE, 'PHONE_IN_USE');
  }
  if (name === 'InvalidPasswordException') {
    const message = (error as Error).message;
    return new ValidationError(message, { password: message });
  }
  return error;
}
