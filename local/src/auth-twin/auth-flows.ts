import type { TwinContext } from './context';
import { answerCustomChallenge, startCustomAuth } from './custom-auth';
import { CognitoError, invalidParameter, MESSAGES, notAuthorized } from './errors';
import { requiredString, stringMap } from './input';
import type { ActionInput } from './input';
import { answerSoftwareTokenChallenge, softwareTokenChallenge, softwareTokenMfaEnabled } from './mfa';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { completeSignIn, refreshTokens } from './sign-in';

/** The client ids this pool knows: our one web client. */
export function assertClient(ctx: TwinContext, clientId: string): void {
  if (clientId !== ctx.config.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

export async function initiateAuth(ctx: TwinContext, input: ActionInput) {
  const clientId = requiredString(input, 'ClientId');
  assertClient(ctx, clientId);
  const flow = requiredString(input, 'AuthFlow');
  const params = stringMap(input, 'AuthParameters');
  const clientMetadata = stringMap(input, 'ClientMetadata');
  switch (flow) {
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(ctx, clientId, params, clientMetadata);
    case 'CUSTOM_AUTH':
      return startCustomAuth(ctx, clientId, params, clientMetadata);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      if (!params.REFRESH_TOKEN) throw invalidParameter('Missing required parameter REFRESH_TOKEN');
      return refreshTokens(ctx, clientId, params.REFRESH_TOKEN, clientMetadata);
    }
    default:
      throw invalidParameter(`${flow} is not enabled for the client.`);
  }
}

/**
 * USER_PASSWORD_AUTH. Unknown users and wrong passwords get the same answer (no enumeration);
 * the disabled state is only revealed to someone who knows the password.
 */
async function passwordSignIn(
  ctx: TwinContext,
  clientId: string,
  params: Record<string, string>,
  clientMetadata: Record<string, string>,
) {
  if (!params.USERNAME) throw invalidParameter('Missing required parameter USERNAME');
  if (params.PASSWORD === undefined) throw invalidParameter('Missing required parameter PASSWORD');
  const user = ctx.users.find(params.USERNAME);
  const passwordMatches = await verifyPassword(params.PASSWORD, user?.passwordHash);
  if (!user || !passwordMatches) throw notAuthorized(MESSAGES.wrongCredentials);
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  if (user.status === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', MESSAGES.passwordResetRequired);
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const attributes = Object.fromEntries([...user.attributes].filter(([name]) => name !== 'sub'));
    const session = ctx.sessions.open({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      clientId,
      username: user.username,
      challengeUsername: user.username,
      userNotFound: false,
      rounds: [],
      privateChallengeParameters: {},
      challengeMetadata: undefined,
    });
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify(attributes),
      },
    };
  }
  if (softwareTokenMfaEnabled(user)) return softwareTokenChallenge(ctx, user, clientId, params.USERNAME);
  return completeSignIn(ctx, user, clientId, 'TokenGeneration_Authentication', clientMetadata);
}

export async function respondToAuthChallenge(ctx: TwinContext, input: ActionInput) {
  const clientId = requiredString(input, 'ClientId');
  assertClient(ctx, clientId);
  const challengeName = requiredString(input, 'ChallengeName');
  const sessionId = requiredString(input, 'Session');
  const responses = stringMap(input, 'ChallengeResponses');
  const clientMetadata = stringMap(input, 'ClientMetadata');
  if (challengeName === 'CUSTOM_CHALLENGE') {
    return answerCustomChallenge(ctx, clientId, sessionId, responses, clientMetadata);
  }
  if (challengeName === 'NEW_PASSWORD_REQUIRED') {
    return setNewPassword(ctx, clientId, sessionId, responses, clientMetadata);
  }
  if (challengeName === 'SOFTWARE_TOKEN_MFA') {
    return answerSoftwareTokenChallenge(ctx, clientId, sessionId, responses, clientMetadata);
  }
  throw invalidParameter(`Challenge ${challengeName} is not supported by this user pool.`);
}

/** NEW_PASSWORD_REQUIRED: the first sign-in with a temporary password sets the real one. */
async function setNewPassword(
  ctx: TwinContext,
  clientId: string,
  sessionId: string,
  responses: Record<string, string>,
  clientMetadata: Record<string, string>,
) {
  const password = responses.NEW_PASSWORD;
  if (password === undefined) throw invalidParameter('Missing required parameter NEW_PASSWORD');
  assertPasswordPolicy(password, ctx.config.passwordMinLength);
  const session = ctx.sessions.take(sessionId, 'NEW_PASSWORD_REQUIRED', clientId);
  const user = ctx.users.getForToken(session.username);
  user.passwordHash = await hashPassword(password);
  user.status = 'CONFIRMED';
  user.modifiedAt = ctx.clock();
  if (softwareTokenMfaEnabled(user)) {
    return softwareTokenChallenge(ctx, user, clientId, session.challengeUsername);
  }
  return completeSignIn(ctx, user, clientId, 'TokenGeneration_NewPasswordChallenge', clientMetadata);
}

/** aws-amplify 6.22's refresh call. */
export async function getTokensFromRefreshToken(ctx: TwinContext, input: ActionInput) {
  const clientId = requiredString(input, 'ClientId');
  assertClient(ctx, clientId);
  const refreshToken = requiredString(input, 'RefreshToken');
  const { AuthenticationResult } = await refreshTokens(
    ctx,
    clientId,
    refreshToken,
    stringMap(input, 'ClientMetadata'),
  );
  return { AuthenticationResult };
}
