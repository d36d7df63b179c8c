import {
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';

/** The issuer authenticator apps show beside the account, as the web app's QR code names it. */
export const AUTHENTICATOR_ISSUER = 'CareShift';

/** The otpauth:// address of a secret (what the QR code holds), as aws-amplify's getSetupUri makes it. */
export function authenticatorUri(secret: string, account: string): string {
  return new TOTP({
    issuer: AUTHENTICATOR_ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** What an authenticator app shows for the secret at `at` (the demo seed and the tests play the app). */
export function authenticatorCode(secret: string, at = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

export interface EnrolmentTarget {
  cognito: CognitoIdentityProviderClient;
  /** Needed only to enrol a user whose app is already on again (AdminSetUserMFAPreference turns it off). */
  userPoolId?: string;
  userPoolClientId: string;
}

/** A password sign-in made to enrol the user's authenticator app: its access token and refresh token. */
interface EnrolmentSignIn {
  accessToken: string;
  refreshToken: string | undefined;
}

/**
 * Signs the user in with their password (USER_PASSWORD_AUTH, as the web does). A user whose
 * authenticator app is already on is asked for its code: it is turned off by the operator first
 * (AdminSetUserMFAPreference), so enrolling again replaces the app.
 */
async function signInForEnrolment(
  target: EnrolmentTarget,
  username: string,
  password: string,
): Promise<EnrolmentSignIn> {
  const signIn = () =>
    target.cognito.send(
      new InitiateAuthCommand({
        ClientId: target.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  let reply = await signIn();
  if (reply.ChallengeName === 'SOFTWARE_TOKEN_MFA' && target.userPoolId) {
    await target.cognito.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: target.userPoolId,
        Username: username,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    reply = await signIn();
  }
  const accessToken = reply.AuthenticationResult?.AccessToken;
  if (!accessToken)
    throw new Error(`${username} could not sign in to enrol (${reply.ChallengeName ?? 'no tokens'}).`);
  return { accessToken, refreshToken: reply.AuthenticationResult?.RefreshToken };
}

/** An enrolment under way: the new secret, and how to finish it with the app's code. */
export interface PendingEnrolment {
  secret: string;
  uri: string;
  /** Verifies the app's code and turns the authenticator app on (preferred); throws on a wrong code. */
  confirm(code: string): Promise<void>;
  /** Ends the enrolment's own sign-in. */
  close(): Promise<void>;
}

/**
 * Starts enrolling a user's authenticator app through the user pool's own calls (AssociateSoftwareToken,
 * VerifySoftwareToken, SetUserMFAPreference): what the web's set-up page does, for a terminal or the
 * demo seed. Cognito has no admin call that enrols for a user, so it signs in as them.
 */
export async function startEnrolment(
  target: EnrolmentTarget,
  username: string,
  password: string,
): Promise<PendingEnrolment> {
  const { accessToken, refreshToken } = await signInForEnrolment(target, username, password);
  const { SecretCode } = await target.cognito.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  if (!SecretCode) throw new Error('The user pool returned no secret.');
  return {
    secret: SecretCode,
    uri: authenticatorUri(SecretCode, username),
    async confirm(code) {
      await target.cognito.send(
        new VerifySoftwareTokenCommand({
          AccessToken: accessToken,
          UserCode: code.trim(),
          FriendlyDeviceName: 'authenticator',
        }),
      );
      await target.cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
    },
    async close() {
      if (refreshToken) {
        await target.cognito.send(
          new RevokeTokenCommand({ ClientId: target.userPoolClientId, Token: refreshToken }),
        );
      }
    },
  };
}

/**
 * A password sign-in as the web makes it (USER_PASSWORD_AUTH), answering with the authenticator app's
 * code when the pool asks (`authenticatorSecret` plays the app): the ID token, or '' without tokens.
 */
export async function passwordSignInIdToken(
  cognito: CognitoIdentityProviderClient,
  userPoolClientId: string,
  signIn: { username: string; password: string; authenticatorSecret?: string },
): Promise<string> {
  const started = await cognito.send(
    new InitiateAuthCommand({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: signIn.username, PASSWORD: signIn.password },
    }),
  );
  if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !signIn.authenticatorSecret) {
    return started.AuthenticationResult?.IdToken ?? '';
  }
  const answered = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: userPoolClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: signIn.username,
        SOFTWARE_TOKEN_MFA_CODE: authenticatorCode(signIn.authenticatorSecret),
      },
    }),
  );
  return answered.AuthenticationResult?.IdToken ?? '';
}
