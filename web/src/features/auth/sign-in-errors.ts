import { ERROR_CODES, ORGANISATION_DISABLED_MESSAGE } from '@careshift/contract/errors';

import type { auth } from '../../i18n/locales/en/auth';

/**
 * What to tell the user when a sign-in call fails: one of our texts (translated), or the service's
 * own words where the spec says to show them. Amplify v6 throws errors named after the Cognito
 * exception (`NotAuthorizedException`, …) with Cognito's message; `NetworkError` without a reply.
 */
export type AuthFailure =
  | { kind: 'auth'; key: keyof typeof auth.errors }
  | { kind: 'common'; key: 'network' | 'generic' | 'config' }
  | { kind: 'text'; text: string };

const NETWORK: AuthFailure = { kind: 'common', key: 'network' };
const GENERIC: AuthFailure = { kind: 'common', key: 'generic' };
const ours = (key: keyof typeof auth.errors): AuthFailure => ({ kind: 'auth', key });

/** Cognito's words for a wrong password or unknown user, and for a disabled account. */
export const COGNITO_MESSAGES = {
  wrongCredentials: 'Incorrect username or password.',
  userDisabled: 'User is disabled.',
} as const;

/** How Cognito wraps a refusal thrown by our Lambda trigger ("CreateAuthChallenge failed with error …"). */
const TRIGGER_REFUSAL = 'failed with error ';

function describe(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: '' };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : '',
    message: typeof message === 'string' ? message.trim() : '',
  };
}

/** The text of our trigger's refusal (e.g. the send throttle's "Too many codes requested …"). */
export function triggerRefusalText(message: string): string | undefined {
  const at = message.indexOf(TRIGGER_REFUSAL);
  const text = at < 0 ? '' : message.slice(at + TRIGGER_REFUSAL.length).trim();
  return text || undefined;
}

/**
 * A refusal by our trigger: a DISABLED organisation's user is told so in the reader's language
 * (issue 32 item 12); other refusals (the send throttle's) are shown as the trigger wrote them.
 */
function triggerFailure(message: string): AuthFailure {
  const text = triggerRefusalText(message);
  if (text?.startsWith(ORGANISATION_DISABLED_MESSAGE)) return ours('organisationDisabled');
  return text ? { kind: 'text', text } : GENERIC;
}

/** Failures every sign-in call shares; undefined when the call needs its own reading. */
function commonFailure(name: string, message: string): AuthFailure | undefined {
  switch (name) {
    case 'NetworkError':
      return NETWORK;
    case 'ConfigError':
      return { kind: 'common', key: 'config' };
    case 'TooManyRequestsException':
      return ours('tooManyRequests');
    // Cognito's own English for these would reach a Greek reader (issue 33 item 2).
    case 'PasswordResetRequiredException':
      return ours('passwordResetRequired');
    case 'UserNotConfirmedException':
      return ours('userNotConfirmed');
    case 'InvalidPasswordException':
      return ours('invalidPassword');
    case 'UserLambdaValidationException':
      return triggerFailure(message);
    default:
      return undefined;
  }
}

const serviceText = (message: string): AuthFailure => (message ? { kind: 'text', text: message } : GENERIC);

/** Cognito's refusal of an account disabled in the pool (an organisation user or administrator). */
const isUserDisabled = (name: string, message: string) =>
  name === 'NotAuthorizedException' && message === COGNITO_MESSAGES.userDisabled;

/**
 * E-mail sign-in: the service's message (spec section 8), in the user's language when it is a known
 * one. A disabled account reads like an unknown e-mail or a wrong password, so the sign-in form
 * never tells which addresses have a disabled account.
 */
export function emailSignInFailure(error: unknown): AuthFailure {
  const { name, message } = describe(error);
  const shared = commonFailure(name, message);
  if (shared) return shared;
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') {
    const unknownOrDisabled =
      message === COGNITO_MESSAGES.wrongCredentials ||
      name === 'UserNotFoundException' ||
      isUserDisabled(name, message);
    return unknownOrDisabled ? ours('wrongCredentials') : serviceText(message);
  }
  if (name === 'SignInError') {
    return message === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'
      ? ours('newPasswordRequired')
      : ours('loginFailed');
  }
  return serviceText(message);
}

/**
 * The user pool's web ACL refuses a rate-limited call with 429 and the API's error shape, which
 * Amplify turns into an error named after its `code` (infra waf-rules.ts THROTTLED_BODY).
 */
const WAF_THROTTLED = ERROR_CODES.throttled;

/**
 * Partner sign-in, asking for a code: the throttle's message, or "The phone number given is not
 * valid.". A DISABLED partner's number gets the same challenge as any number (the sign-in triggers
 * refuse it); an account disabled in the pool (only while it is being removed) says "login failed".
 * Anything else Amplify throws (no network, the web ACL's refusal, an answer that is not Cognito's)
 * says the code was not sent, in the user's language: never a silent "sent".
 */
export function phoneCodeRequestFailure(error: unknown): AuthFailure {
  const { name, message } = describe(error);
  if (isUserDisabled(name, message)) return ours('loginFailed');
  if (name === 'NetworkError') return ours('codeNotSentOffline');
  if (name === WAF_THROTTLED) return ours('tooManyRequests');
  const shared = commonFailure(name, message);
  if (shared && shared !== GENERIC) return shared;
  if (name === 'InvalidParameterException' || name === 'EmptySignInUsername') return ours('invalidPhone');
  if (name === 'SignInError') return ours('loginFailed');
  return ours('codeNotSent');
}

/**
 * Partner sign-in, answering with a code. `restart` means the sign-in is over and a new code is
 * needed: after the 3rd wrong code Cognito answers NotAuthorizedException (an unknown or DISABLED
 * number ends the same way, and so does an account disabled in the pool meanwhile), and an expired
 * or lost session (Amplify keeps it 3 minutes across a reload) cannot take answers any more.
 */
export function phoneCodeAnswerFailure(error: unknown): { restart: boolean; failure: AuthFailure } {
  const { name, message } = describe(error);
  if (name === 'NotAuthorizedException') {
    const expired = /expired|invalid session/i.test(message);
    return { restart: true, failure: ours(expired ? 'codeExpired' : 'codeAttemptsUsed') };
  }
  if (name === 'SignInException' || name === 'ExpiredCodeException') {
    return { restart: true, failure: ours('codeExpired') };
  }
  const shared = commonFailure(name, message);
  if (shared) return { restart: name === 'NotAuthorizedException', failure: shared };
  if (name === 'SignInError') return { restart: true, failure: ours('loginFailed') };
  return { restart: false, failure: serviceText(message) };
}

/** Forgot password: the code was wrong, expired or tried too often; otherwise the service's message. */
export function passwordResetFailure(error: unknown): AuthFailure {
  const { name, message } = describe(error);
  const shared = commonFailure(name, message);
  if (shared) return shared;
  switch (name) {
    case 'CodeMismatchException':
      return ours('resetCodeMismatch');
    case 'ExpiredCodeException':
      return ours('resetCodeExpired');
    case 'LimitExceededException':
      return ours('tooManyAttempts');
    default:
      return serviceText(message);
  }
}

/**
 * The authenticator app's code, at sign-in or while setting it up: a wrong code may be corrected
 * (CodeMismatchException at sign-in, EnableSoftwareTokenMFAException at set-up); `restart` means
 * the sign-in is over (expired, or too many wrong codes: NotAuthorizedException) and must start again.
 */
export function authenticatorCodeFailure(error: unknown): { restart: boolean; failure: AuthFailure } {
  const { name, message } = describe(error);
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
    return { restart: false, failure: ours('authenticatorCodeWrong') };
  }
  if (name === 'NotAuthorizedException' || name === 'SignInException') {
    return { restart: true, failure: ours('authenticatorSignInExpired') };
  }
  const shared = commonFailure(name, message);
  if (shared) return { restart: false, failure: shared };
  return { restart: false, failure: serviceText(message) };
}
