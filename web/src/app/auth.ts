import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmUserAttribute,
  fetchAuthSession,
  fetchMFAPreference,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';

import { loadConfig } from './config';
import { clearOfflineData, forgetStoredSignIn } from './pwa/clear-offline-data';
import { readSessionClaims } from './session-claims';
import type { Session } from './session-claims';

/**
 * Sign-in through aws-amplify v6 (DESIGN.md "Identity"). Loaded only by pages that need it:
 * the landing page never imports this module up front.
 */
export type { Session } from './session-claims';

let configured: Promise<void> | undefined;

/** Configures Amplify once from /config.json. */
export function ensureAmplify(): Promise<void> {
  configured ??= loadConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          },
        },
      });
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}

/**
 * The signed-in user, or undefined (tokens are refreshed by Amplify when they expire). A failed
 * claims read — the session cannot be fetched, or its ID token has no readable claims — signs the
 * user out (spec section 4), so a broken session never lingers half signed in.
 */
export async function currentSession(): Promise<Session | undefined> {
  await ensureAmplify();
  let idToken;
  try {
    idToken = (await fetchAuthSession()).tokens?.idToken;
  } catch {
    await signOut();
    return undefined;
  }
  if (!idToken) return undefined;
  const tokenClaims = readSessionClaims(idToken.payload);
  if (!tokenClaims) {
    await signOut();
    return undefined;
  }
  return { ...tokenClaims, idToken: idToken.toString() };
}

/** The bearer token for the API, or undefined when nobody is signed in. */
export async function getIdToken(): Promise<string | undefined> {
  return (await currentSession())?.idToken;
}

/** A sign-in that ended without a usable session; `message` is the step Cognito asked for, or "login failed". */
export class SignInError extends Error {
  override name = 'SignInError';
}

export const LOGIN_FAILED = 'login failed';

async function signedInSession(): Promise<Session> {
  const session = await currentSession();
  if (!session) throw new SignInError(LOGIN_FAILED);
  return session;
}

/** Starts from a clean state: a previous user of this browser is signed out first. */
async function prepareSignIn(): Promise<void> {
  await ensureAmplify();
  if (await currentSession()) await signOut();
  await clearOfflineData();
}

/** An e-mail sign-in either ends with a session or asks for the authenticator app's code. */
export type EmailSignInResult = { signedIn: true; session: Session } | { signedIn: false; step: 'totp-code' };

/**
 * E-mail and password sign-in. USER_PASSWORD_AUTH in every environment: the local auth twin does
 * not do SRP, and one flow everywhere means the local stack tests what production runs. A user with
 * the authenticator app on is then asked for its code (`answerAuthenticatorCode`).
 */
export async function signInWithEmail(email: string, password: string): Promise<EmailSignInResult> {
  await prepareSignIn();
  const result = await signIn({
    username: email.trim(),
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (result.isSignedIn) return { signedIn: true, session: await signedInSession() };
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
    return { signedIn: false, step: 'totp-code' };
  }
  throw new SignInError(result.nextStep.signInStep);
}

/**
 * The second step of an e-mail sign-in with the authenticator app: its 6-digit code. A wrong code
 * throws CodeMismatchException and may be corrected; an expired sign-in throws NotAuthorizedException.
 */
export async function answerAuthenticatorCode(code: string): Promise<Session> {
  await ensureAmplify();
  const result = await confirmSignIn({ challengeResponse: code.trim() });
  if (!result.isSignedIn) throw new SignInError(result.nextStep.signInStep);
  return signedInSession();
}

/** What the user adds to their authenticator app: the secret key and its otpauth:// address (for the QR code). */
export interface AuthenticatorSetup {
  secret: string;
  uri: string;
}

/** Enrolment, step one: a new secret for the signed-in user (AssociateSoftwareToken). */
export async function startAuthenticatorSetup(accountName: string): Promise<AuthenticatorSetup> {
  await ensureAmplify();
  const setup = await setUpTOTP();
  return { secret: setup.sharedSecret, uri: setup.getSetupUri('CareShift', accountName).toString() };
}

/**
 * Enrolment, step two: the app's code proves the secret (VerifySoftwareToken), the authenticator app
 * becomes the user's second factor (SetUserMFAPreference), and the session is refreshed so the
 * token says so (the pre-token trigger adds `mfa: totp`).
 */
export async function finishAuthenticatorSetup(code: string): Promise<Session> {
  await ensureAmplify();
  await verifyTOTPSetup({ code: code.trim() });
  await updateMFAPreference({ totp: 'PREFERRED' });
  await fetchAuthSession({ forceRefresh: true });
  return signedInSession();
}

/** Whether the signed-in user has the authenticator app on (GetUser). */
export async function authenticatorAppEnabled(): Promise<boolean> {
  await ensureAmplify();
  return (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false;
}

/** An organisation user turns the authenticator app off again (administrators must keep it). */
export async function turnOffAuthenticatorApp(): Promise<void> {
  await ensureAmplify();
  await updateMFAPreference({ totp: 'DISABLED' });
  await fetchAuthSession({ forceRefresh: true });
}

/**
 * Partner sign-in, step one: asks Cognito's CUSTOM_AUTH flow for a 6-digit code by SMS. The SMS is
 * written in `language`. An unknown number gets the same answer as a known one.
 */
export async function startPhoneSignIn(phoneNumber: string, language: string): Promise<void> {
  await prepareSignIn();
  const result = await signIn({
    username: phoneNumber,
    options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { language } },
  });
  if (result.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
    throw new SignInError(result.nextStep.signInStep);
  }
}

export type CodeAnswer = { signedIn: true; session: Session } | { signedIn: false };

/**
 * Partner sign-in, step two: the code from the SMS. A wrong code asks again (`signedIn: false`);
 * after the third wrong code, or when the code expired, Cognito ends the sign-in
 * (NotAuthorizedException) and a new code must be requested.
 */
export async function answerPhoneCode(code: string, language: string): Promise<CodeAnswer> {
  await ensureAmplify();
  const result = await confirmSignIn({ challengeResponse: code, options: { clientMetadata: { language } } });
  if (result.isSignedIn) return { signedIn: true, session: await signedInSession() };
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return { signedIn: false };
  throw new SignInError(result.nextStep.signInStep);
}

/** Forgot password, step one: a code by e-mail. Returns where it went, masked ("a***@c***"). */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  await ensureAmplify();
  const result = await resetPassword({ username: email.trim() });
  return result.nextStep.codeDeliveryDetails?.destination;
}

/** Forgot password, step two: the e-mailed code and the new password (at least 12 characters). */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await ensureAmplify();
  await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

/**
 * A changed sign-in e-mail waits for the code Cognito sent to it (issue 29): the signed-in user
 * confirms it (VerifyUserAttribute); the API then copies the now verified e-mail into the record.
 */
export async function confirmEmailChange(code: string): Promise<void> {
  await ensureAmplify();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
}

/** Sends the code for the pending e-mail again (GetUserAttributeVerificationCode). */
export async function resendEmailChangeCode(): Promise<void> {
  await ensureAmplify();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/** Signs out of this browser: the offline data and caches (pwa/clear-offline-data.ts), then Amplify's stored tokens. */
export async function signOutUser(): Promise<void> {
  // First, so a sign-out that cannot reach Cognito (offline) still leaves no user's data behind (issue 36).
  await clearOfflineData();
  try {
    await ensureAmplify();
  } catch (error) {
    // Offline, Amplify cannot be configured: the stored sign-in is forgotten all the same.
    forgetStoredSignIn(window.localStorage);
    throw error;
  }
  await signOut();
}
