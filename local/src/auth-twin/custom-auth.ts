import type { TwinContext } from './context';
import { CognitoError, invalidParameter, MESSAGES, notAuthorized } from './errors';
import type { ChallengeRound } from './sessions';
import { completeSignIn } from './sign-in';
import {
  createAuthChallengeEvent,
  defineAuthChallengeEvent,
  verifyAuthChallengeEvent,
} from './trigger-events';
import type { ChallengeState } from './trigger-events';
import { invokeTrigger } from './trigger-runner';
import type { TwinUser } from './user-store';

/**
 * CUSTOM_AUTH driven by our Define / Create / Verify triggers. With PreventUserExistenceErrors
 * (as our pool is configured), a name without an account runs the same triggers with
 * `userNotFound: true` and gets a challenge of the same shape, with a UUID-shaped USERNAME.
 */
export async function startCustomAuth(
  ctx: TwinContext,
  clientId: string,
  params: Record<string, string>,
  clientMetadata: Record<string, string>,
) {
  const typed = params.USERNAME;
  if (!typed) throw invalidParameter('Missing required parameter USERNAME');
  const user = ctx.users.find(typed);
  if (user && !user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  const state: ChallengeState = {
    username: user?.username ?? typed,
    userNotFound: !user,
    rounds: [],
    clientMetadata,
  };
  return nextRound(ctx, clientId, state, user, user?.username ?? ctx.pseudoUsername(typed));
}

export async function answerCustomChallenge(
  ctx: TwinContext,
  clientId: string,
  sessionId: string,
  responses: Record<string, string>,
  clientMetadata: Record<string, string>,
) {
  if (!responses.USERNAME) throw invalidParameter('Missing required parameter USERNAME');
  if (responses.ANSWER === undefined) throw invalidParameter('Missing required parameter ANSWER');
  const session = ctx.sessions.take(sessionId, 'CUSTOM_CHALLENGE', clientId);
  if (responses.USERNAME !== session.challengeUsername) throw notAuthorized(MESSAGES.invalidSession);
  const user = session.userNotFound ? undefined : ctx.users.find(session.username);
  if (!session.userNotFound && !user) throw notAuthorized(MESSAGES.wrongCredentials);
  if (user && !user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  const state: ChallengeState = { ...session, clientMetadata };
  const verifyEvent = verifyAuthChallengeEvent(
    ctx,
    state,
    user,
    session.privateChallengeParameters,
    responses.ANSWER,
  );
  const verified = await invokeTrigger(
    'VerifyAuthChallengeResponse',
    ctx.triggers.verifyAuthChallengeResponse,
    verifyEvent,
    ctx.log,
  );
  const round: ChallengeRound = {
    challengeName: 'CUSTOM_CHALLENGE',
    challengeResult: verified.response.answerCorrect === true,
    ...(session.challengeMetadata ? { challengeMetadata: session.challengeMetadata } : {}),
  };
  return nextRound(
    ctx,
    clientId,
    { ...state, rounds: [...session.rounds, round] },
    user,
    session.challengeUsername,
  );
}

/** Asks Define what comes next: tokens, failure, or another challenge made by Create. */
async function nextRound(
  ctx: TwinContext,
  clientId: string,
  state: ChallengeState,
  user: TwinUser | undefined,
  challengeUsername: string,
) {
  const defined = await invokeTrigger(
    'DefineAuthChallenge',
    ctx.triggers.defineAuthChallenge,
    defineAuthChallengeEvent(ctx, state, user),
    ctx.log,
  );
  const { failAuthentication, issueTokens, challengeName } = defined.response;
  if (failAuthentication) throw notAuthorized(MESSAGES.wrongCredentials);
  if (issueTokens) {
    if (!user || state.userNotFound) throw notAuthorized(MESSAGES.wrongCredentials);
    return completeSignIn(ctx, user, clientId, 'TokenGeneration_Authentication', state.clientMetadata);
  }
  if (challengeName !== 'CUSTOM_CHALLENGE') {
    throw new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');
  }
  const created = await invokeTrigger(
    'CreateAuthChallenge',
    ctx.triggers.createAuthChallenge,
    createAuthChallengeEvent(ctx, state, user, challengeName),
    ctx.log,
  );
  const { publicChallengeParameters, privateChallengeParameters, challengeMetadata } = created.response;
  const session = ctx.sessions.open({
    challengeName: 'CUSTOM_CHALLENGE',
    clientId,
    username: state.username,
    challengeUsername,
    userNotFound: state.userNotFound,
    rounds: state.rounds,
    privateChallengeParameters: privateChallengeParameters ?? {},
    challengeMetadata: challengeMetadata || undefined,
  });
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: session,
    ChallengeParameters: { ...publicChallengeParameters, USERNAME: challengeUsername },
  };
}
