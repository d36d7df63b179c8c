import type { TwinContext } from './context';
import { CognitoError, invalidParameter, MESSAGES, notAuthorized } from './errors';
import { optionalString, requiredString } from './input';
import type { ActionInput } from './input';
import { completeSignIn } from './sign-in';
import { newSoftwareTokenSecret, totpMatches } from './totp';
import type { SoftwareToken, TwinUser } from './user-store';

/** Wrong codes one MFA challenge takes before Cognito ends the sign-in. */
const MAX_WRONG_CODES = 5;

const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

function tokenOf(user: TwinUser): SoftwareToken {
  user.softwareToken ??= { secret: undefined, pendingSecret: undefined, enabled: false, preferred: false };
  return user.softwareToken;
}

/** Whether a sign-in of the user must answer the SOFTWARE_TOKEN_MFA challenge. */
export function softwareTokenMfaEnabled(user: TwinUser): boolean {
  return user.softwareToken?.enabled === true && user.softwareToken.secret !== undefined;
}

/** GetUser's and AdminGetUser's MFA members. */
export function mfaView(user: TwinUser) {
  const enabled = softwareTokenMfaEnabled(user);
  return {
    ...(enabled ? { UserMFASettingList: [SOFTWARE_TOKEN_MFA] } : {}),
    ...(enabled && user.softwareToken?.preferred ? { PreferredMfaSetting: SOFTWARE_TOKEN_MFA } : {}),
  };
}

/**
 * AssociateSoftwareToken and VerifySoftwareToken take an access token or the session of an
 * MFA_SETUP challenge, never both. This pool's MFA is optional, so it never asks MFA_SETUP and a
 * session is always one it does not know.
 */
async function tokenOwner(ctx: TwinContext, input: ActionInput): Promise<TwinUser> {
  const accessToken = optionalString(input, 'AccessToken');
  const session = optionalString(input, 'Session');
  if (accessToken && session) {
    throw invalidParameter('Only one of AccessToken or Session may be provided.');
  }
  if (session) throw notAuthorized(MESSAGES.invalidSession);
  if (!accessToken) throw invalidParameter('Either AccessToken or Session must be provided.');
  const { username } = await ctx.tokens.verifyAccessToken(accessToken);
  return ctx.users.getForToken(username);
}

/** AssociateSoftwareToken (aws-amplify setUpTOTP): a new secret, effective once verified. */
export async function associateSoftwareToken(ctx: TwinContext, input: ActionInput) {
  const user = await tokenOwner(ctx, input);
  const secret = newSoftwareTokenSecret();
  tokenOf(user).pendingSecret = secret;
  return { SecretCode: secret };
}

/**
 * VerifySoftwareToken (aws-amplify verifyTOTPSetup): a code of the associated secret makes it the
 * user's software token, replacing an earlier one. MFA itself is turned on by SetUserMFAPreference.
 */
export async function verifySoftwareToken(ctx: TwinContext, input: ActionInput) {
  const user = await tokenOwner(ctx, input);
  const code = requiredString(input, 'UserCode');
  const token = tokenOf(user);
  if (!token.pendingSecret || !totpMatches(token.pendingSecret, code, ctx.clock())) {
    throw new CognitoError(
      'EnableSoftwareTokenMFAException',
      'Code mismatch and fail enable Software Token MFA',
    );
  }
  token.secret = token.pendingSecret;
  token.pendingSecret = undefined;
  user.modifiedAt = ctx.clock();
  return { Status: 'SUCCESS' };
}

interface MfaSettings {
  Enabled?: unknown;
  PreferredMfa?: unknown;
}

function settingsOf(input: ActionInput, member: string): MfaSettings | undefined {
  const value = input[member];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParameter(`${member} must be a structure.`);
  return value as MfaSettings;
}

/** SMS and e-mail MFA can be left off or named disabled, never turned on. */
function refuseUnofferedMfa(input: ActionInput): void {
  for (const other of ['SMSMfaSettings', 'EmailMfaSettings']) {
    if (settingsOf(input, other)?.Enabled === true) {
      throw new CognitoError(
        'InvalidParameterException',
        `${other === 'SMSMfaSettings' ? 'SMS' : 'Email'} MFA is not enabled for the user pool.`,
      );
    }
  }
}

/** The software token can be turned on once verified, and preferred only when it is (or turns) on. */
function assertSoftwareTokenSettings(settings: MfaSettings, token: SoftwareToken): void {
  if (settings.Enabled === true && !token.secret) {
    throw invalidParameter('User has not verified software token mfa');
  }
  if (settings.PreferredMfa === true && settings.Enabled !== true && !token.enabled) {
    throw invalidParameter('Cannot set a MFA method as preferred without enabling it.');
  }
}

/**
 * The MFA settings of SetUserMFAPreference and AdminSetUserMFAPreference. The pool offers the
 * software token only: SMS and e-mail MFA are not configured (partners' SMS codes are our own
 * CUSTOM_AUTH challenge, not Cognito's SMS MFA).
 */
function setPreference(ctx: TwinContext, user: TwinUser, input: ActionInput): void {
  refuseUnofferedMfa(input);
  const settings = settingsOf(input, 'SoftwareTokenMfaSettings');
  if (!settings) return;
  const token = tokenOf(user);
  assertSoftwareTokenSettings(settings, token);
  if (typeof settings.Enabled === 'boolean') token.enabled = settings.Enabled;
  if (typeof settings.PreferredMfa === 'boolean') token.preferred = settings.PreferredMfa;
  if (!token.enabled) token.preferred = false;
  user.modifiedAt = ctx.clock();
}

/** SetUserMFAPreference (aws-amplify updateMFAPreference). */
export async function setUserMfaPreference(ctx: TwinContext, input: ActionInput) {
  const { username } = await ctx.tokens.verifyAccessToken(requiredString(input, 'AccessToken'));
  setPreference(ctx, ctx.users.getForToken(username), input);
  return {};
}

/** AdminSetUserMFAPreference (an operator turning a user's MFA off, for one). */
export async function adminSetUserMfaPreference(ctx: TwinContext, input: ActionInput) {
  const userPoolId = requiredString(input, 'UserPoolId');
  if (userPoolId !== ctx.config.userPoolId) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${userPoolId} does not exist.`);
  }
  setPreference(ctx, ctx.users.get(requiredString(input, 'Username')), input);
  return {};
}

/** The SOFTWARE_TOKEN_MFA challenge a password sign-in gets once the user's software token MFA is on. */
export function softwareTokenChallenge(ctx: TwinContext, user: TwinUser, clientId: string, typed: string) {
  const session = ctx.sessions.open({
    challengeName: SOFTWARE_TOKEN_MFA,
    clientId,
    username: user.username,
    challengeUsername: typed,
    userNotFound: false,
    rounds: [],
    privateChallengeParameters: {},
    challengeMetadata: undefined,
  });
  return { ChallengeName: SOFTWARE_TOKEN_MFA, Session: session, ChallengeParameters: {} };
}

/**
 * RespondToAuthChallenge SOFTWARE_TOKEN_MFA: the authenticator's code ends the sign-in with tokens.
 * A wrong code may be corrected in the same session, up to MAX_WRONG_CODES times.
 */
export async function answerSoftwareTokenChallenge(
  ctx: TwinContext,
  clientId: string,
  sessionId: string,
  responses: Record<string, string>,
  clientMetadata: Record<string, string>,
) {
  const code = responses.SOFTWARE_TOKEN_MFA_CODE;
  if (!code) throw invalidParameter('Missing required parameter SOFTWARE_TOKEN_MFA_CODE');
  const session = ctx.sessions.take(sessionId, SOFTWARE_TOKEN_MFA, clientId);
  const user = ctx.users.getForToken(session.username);
  const secret = user.softwareToken?.secret;
  if (!secret || !totpMatches(secret, code, ctx.clock())) {
    const wrongAnswers = (session.wrongAnswers ?? 0) + 1;
    if (wrongAnswers < MAX_WRONG_CODES) ctx.sessions.putBack(sessionId, { ...session, wrongAnswers });
    throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
  }
  return completeSignIn(ctx, user, clientId, 'TokenGeneration_Authentication', clientMetadata);
}
