import { describe, expect, it } from 'vitest';

import { auth as el } from '../../i18n/locales/el/auth';
import { auth as en } from '../../i18n/locales/en/auth';

import {
  authenticatorCodeFailure,
  emailSignInFailure,
  passwordResetFailure,
  phoneCodeAnswerFailure,
  phoneCodeRequestFailure,
  triggerRefusalText,
} from './sign-in-errors';

/** An error as aws-amplify v6 throws it: named after the Cognito exception, with Cognito's message. */
const cognito = (name: string, message: string) => Object.assign(new Error(message), { name });

const THROTTLED =
  'CreateAuthChallenge failed with error Too many codes requested for this number. Try again in 42 minutes.';

describe('triggerRefusalText', () => {
  it('should keep the text after "failed with error "', () => {
    expect(triggerRefusalText(THROTTLED)).toBe(
      'Too many codes requested for this number. Try again in 42 minutes.',
    );
    expect(triggerRefusalText('Something else.')).toBeUndefined();
    expect(triggerRefusalText('CreateAuthChallenge failed with error ')).toBeUndefined();
  });
});

describe('phoneCodeRequestFailure', () => {
  it("should show the send throttle's own message", () => {
    expect(phoneCodeRequestFailure(cognito('UserLambdaValidationException', THROTTLED))).toEqual({
      kind: 'text',
      text: 'Too many codes requested for this number. Try again in 42 minutes.',
    });
  });

  it('should say "The phone number given is not valid." when the service refuses the number', () => {
    expect(
      phoneCodeRequestFailure(cognito('InvalidParameterException', 'Invalid phone number format.')),
    ).toEqual({
      kind: 'auth',
      key: 'invalidPhone',
    });
  });

  it('should never say an account is disabled, and tell a lost connection apart from a refusal', () => {
    expect(phoneCodeRequestFailure(cognito('NotAuthorizedException', 'User is disabled.'))).toEqual({
      kind: 'auth',
      key: 'loginFailed',
    });
    expect(phoneCodeRequestFailure(cognito('NetworkError', 'A network error has occurred.'))).toEqual({
      kind: 'auth',
      key: 'codeNotSentOffline',
    });
    expect(phoneCodeRequestFailure(cognito('ConfigError', 'config.json: HTTP 404'))).toEqual({
      kind: 'common',
      key: 'config',
    });
  });
});

describe('phoneCodeRequestFailure when the user pool or its web ACL did not answer as Cognito does', () => {
  it("should say the code was not sent, never show a foreign text, and read the web ACL's 429 as too many requests", () => {
    const notSent = { kind: 'auth', key: 'codeNotSent' };
    // The web ACL's 403 block page is HTML: Amplify fails to parse it as JSON.
    expect(phoneCodeRequestFailure(new SyntaxError('Unexpected token < in JSON at position 0'))).toEqual(
      notSent,
    );
    expect(phoneCodeRequestFailure(cognito('UnknownError', 'Unknown error'))).toEqual(notSent);
    expect(phoneCodeRequestFailure(cognito('UserLambdaValidationException', 'no text'))).toEqual(notSent);
    expect(phoneCodeRequestFailure(undefined)).toEqual(notSent);
    expect(phoneCodeRequestFailure(cognito('THROTTLED', 'Too many requests, try again later.'))).toEqual({
      kind: 'auth',
      key: 'tooManyRequests',
    });
    expect(phoneCodeRequestFailure(cognito('TooManyRequestsException', 'Rate exceeded'))).toEqual({
      kind: 'auth',
      key: 'tooManyRequests',
    });
  });
});

describe('phoneCodeAnswerFailure', () => {
  it('should send the partner back to the number step after the 3rd wrong code', () => {
    expect(
      phoneCodeAnswerFailure(cognito('NotAuthorizedException', 'Incorrect username or password.')),
    ).toEqual({
      restart: true,
      failure: { kind: 'auth', key: 'codeAttemptsUsed' },
    });
  });

  it('should ask for a new code when the sign-in session expired or was lost', () => {
    for (const error of [
      cognito('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      cognito('NotAuthorizedException', 'Invalid session for the user.'),
      cognito('SignInException', 'An error occurred during the sign in process.'),
    ]) {
      expect(phoneCodeAnswerFailure(error)).toEqual({
        restart: true,
        failure: { kind: 'auth', key: 'codeExpired' },
      });
    }
  });

  it('should keep the code step open after a network failure', () => {
    expect(phoneCodeAnswerFailure(cognito('NetworkError', 'A network error has occurred.'))).toEqual({
      restart: false,
      failure: { kind: 'common', key: 'network' },
    });
  });

  it('should end the sign-in of an account disabled meanwhile like that of an unknown number', () => {
    expect(phoneCodeAnswerFailure(cognito('NotAuthorizedException', 'User is disabled.'))).toEqual(
      phoneCodeAnswerFailure(cognito('NotAuthorizedException', 'Incorrect username or password.')),
    );
  });
});

describe('emailSignInFailure', () => {
  it("should tell a DISABLED organisation's user why, in the reader's language (issue 32 item 12)", () => {
    const refusal = cognito(
      'UserLambdaValidationException',
      'PreTokenGeneration failed with error Your organisation is disabled, so you cannot sign in. Please contact CareShift.',
    );
    expect(emailSignInFailure(refusal)).toEqual({ kind: 'auth', key: 'organisationDisabled' });
    expect(en.errors.organisationDisabled).toMatch(/organisation is disabled/);
    expect(el.errors.organisationDisabled).toMatch(/οργανισμός σας είναι απενεργοποιημένος/);
  });

  it("should show the service's message, in Greek too when it is a known one", () => {
    expect(emailSignInFailure(cognito('NotAuthorizedException', 'Incorrect username or password.'))).toEqual({
      kind: 'auth',
      key: 'wrongCredentials',
    });
    expect(emailSignInFailure(cognito('NotAuthorizedException', 'Password attempts exceeded'))).toEqual({
      kind: 'text',
      text: 'Password attempts exceeded',
    });
    expect(
      emailSignInFailure(cognito('PasswordResetRequiredException', 'Password reset required for the user')),
    ).toEqual({ kind: 'auth', key: 'passwordResetRequired' });
    expect(emailSignInFailure(cognito('UserNotConfirmedException', 'User is not confirmed.'))).toEqual({
      kind: 'auth',
      key: 'userNotConfirmed',
    });
  });

  it('should answer a disabled account exactly like an unknown e-mail or a wrong password', () => {
    const unknown = emailSignInFailure(cognito('UserNotFoundException', 'User does not exist.'));
    const wrong = emailSignInFailure(cognito('NotAuthorizedException', 'Incorrect username or password.'));
    const disabled = emailSignInFailure(cognito('NotAuthorizedException', 'User is disabled.'));
    expect(disabled).toEqual(unknown);
    expect(disabled).toEqual(wrong);
    expect(disabled).toEqual({ kind: 'auth', key: 'wrongCredentials' });
  });

  it('should say "login failed" when the sign-in gives no usable session', () => {
    expect(emailSignInFailure(cognito('SignInError', 'login failed'))).toEqual({
      kind: 'auth',
      key: 'loginFailed',
    });
    expect(emailSignInFailure(cognito('SignInError', 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'))).toEqual({
      kind: 'auth',
      key: 'newPasswordRequired',
    });
  });

  it('should fall back to the generic message when there is nothing to show', () => {
    expect(emailSignInFailure(cognito('InternalErrorException', ''))).toEqual({
      kind: 'common',
      key: 'generic',
    });
    expect(emailSignInFailure('boom')).toEqual({ kind: 'common', key: 'generic' });
  });
});

describe('passwordResetFailure', () => {
  it('should name a wrong, expired or overused reset code', () => {
    expect(
      passwordResetFailure(cognito('CodeMismatchException', 'Invalid verification code provided.')),
    ).toEqual({
      kind: 'auth',
      key: 'resetCodeMismatch',
    });
    expect(passwordResetFailure(cognito('ExpiredCodeException', 'Invalid code provided.'))).toEqual({
      kind: 'auth',
      key: 'resetCodeExpired',
    });
    expect(passwordResetFailure(cognito('LimitExceededException', 'Attempt limit exceeded.'))).toEqual({
      kind: 'auth',
      key: 'tooManyAttempts',
    });
  });

  it("should say the password policy in the reader's language, not Cognito's English", () => {
    expect(
      passwordResetFailure(
        cognito('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'),
      ),
    ).toEqual({ kind: 'auth', key: 'invalidPassword' });
  });
});

describe('authenticatorCodeFailure', () => {
  it('should let a wrong code be corrected, at sign-in and at set-up', () => {
    const wrong = { restart: false, failure: { kind: 'auth', key: 'authenticatorCodeWrong' } };
    expect(
      authenticatorCodeFailure(cognito('CodeMismatchException', 'Invalid code received for user')),
    ).toEqual(wrong);
    expect(
      authenticatorCodeFailure(
        cognito('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'),
      ),
    ).toEqual(wrong);
  });

  it('should start the sign-in again when it expired or took too many codes', () => {
    expect(
      authenticatorCodeFailure(cognito('NotAuthorizedException', 'Invalid session for the user.')),
    ).toEqual({
      restart: true,
      failure: { kind: 'auth', key: 'authenticatorSignInExpired' },
    });
  });

  it('should say a network failure as every sign-in step does', () => {
    expect(authenticatorCodeFailure(cognito('NetworkError', 'Network error'))).toEqual({
      restart: false,
      failure: { kind: 'common', key: 'network' },
    });
  });
});
