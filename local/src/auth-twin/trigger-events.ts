import type {
  CreateAuthChallengeTriggerEvent,
  CustomMessageTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PostConfirmationTriggerEvent,
  PreTokenGenerationTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

import type { TwinContext } from './context';
import type { ChallengeRound } from './sessions';
import type { TwinUser } from './user-store';

/** Builds trigger events shaped as Cognito sends them (version 1 events). */

function common<T extends string>(ctx: TwinContext, triggerSource: T, userName: string) {
  return {
    version: '1',
    region: ctx.config.region,
    userPoolId: ctx.config.userPoolId,
    triggerSource,
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: ctx.config.clientId },
  };
}

/** The user's attributes as triggers see them, with `cognito:user_status`. */
export function eventAttributes(user: TwinUser | undefined): Record<string, string> {
  if (!user) return {};
  return { ...Object.fromEntries(user.attributes), 'cognito:user_status': user.status };
}

export interface ChallengeState {
  username: string;
  userNotFound: boolean;
  rounds: ChallengeRound[];
  clientMetadata: Record<string, string>;
}

function metadata(clientMetadata: Record<string, string>) {
  return Object.keys(clientMetadata).length > 0 ? { clientMetadata } : {};
}

export function defineAuthChallengeEvent(
  ctx: TwinContext,
  state: ChallengeState,
  user: TwinUser | undefined,
): DefineAuthChallengeTriggerEvent {
  return {
    ...common(ctx, 'DefineAuthChallenge_Authentication', state.username),
    request: {
      userAttributes: eventAttributes(user),
      session: state.rounds,
      userNotFound: state.userNotFound,
      ...metadata(state.clientMetadata),
    },
    response: { issueTokens: false, failAuthentication: false },
  };
}

export function createAuthChallengeEvent(
  ctx: TwinContext,
  state: ChallengeState,
  user: TwinUser | undefined,
  challengeName: string,
): CreateAuthChallengeTriggerEvent {
  return {
    ...common(ctx, 'CreateAuthChallenge_Authentication', state.username),
    request: {
      userAttributes: eventAttributes(user),
      challengeName,
      session: state.rounds,
      userNotFound: state.userNotFound,
      ...metadata(state.clientMetadata),
    },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
  };
}

export function verifyAuthChallengeEvent(
  ctx: TwinContext,
  state: ChallengeState,
  user: TwinUser | undefined,
  privateChallengeParameters: Record<string, string>,
  challengeAnswer: string,
): VerifyAuthChallengeResponseTriggerEvent {
  return {
    ...common(ctx, 'VerifyAuthChallengeResponse_Authentication', state.username),
    request: {
      userAttributes: eventAttributes(user),
      privateChallengeParameters,
      challengeAnswer,
      userNotFound: state.userNotFound,
      ...metadata(state.clientMetadata),
    },
    response: { answerCorrect: false },
  };
}

export type TokenTriggerSource = PreTokenGenerationTriggerEvent['triggerSource'];

export function preTokenGenerationEvent(
  ctx: TwinContext,
  user: TwinUser,
  triggerSource: TokenTriggerSource,
  clientMetadata: Record<string, string>,
): PreTokenGenerationTriggerEvent {
  return {
    ...common(ctx, triggerSource, user.username),
    request: {
      userAttributes: eventAttributes(user),
      groupConfiguration: { groupsToOverride: [], iamRolesToOverride: [] },
      ...metadata(clientMetadata),
    },
    response: { claimsOverrideDetails: {} },
  } as PreTokenGenerationTriggerEvent;
}

/** PostConfirmation after ConfirmForgotPassword: the user has a new password. */
export function postConfirmationEvent(
  ctx: TwinContext,
  user: TwinUser,
  clientMetadata: Record<string, string>,
): PostConfirmationTriggerEvent {
  return {
    ...common(ctx, 'PostConfirmation_ConfirmForgotPassword', user.username),
    request: { userAttributes: eventAttributes(user), ...metadata(clientMetadata) },
    response: {},
  };
}

/** The code messages the CustomMessage trigger may write (those the twin sends). */
export type CodeMessageSource =
  'CustomMessage_ForgotPassword' | 'CustomMessage_UpdateUserAttribute' | 'CustomMessage_VerifyUserAttribute';

/** The placeholder Cognito puts in `codeParameter` and replaces with the code in the trigger's text. */
export const CODE_PARAMETER = '{####}';

/** The CustomMessage event of a code e-mail, with Cognito's placeholders for the code and the link. */
export function customMessageEvent(
  ctx: TwinContext,
  user: TwinUser,
  triggerSource:
    | 'CustomMessage_ForgotPassword'
    | 'CustomMessage_UpdateUserAttribute'
    | 'CustomMessage_VerifyUserAttribute',
  clientMetadata: Record<string, string> = {},
): CustomMessageTriggerEvent {
  return {
    ...common(ctx, triggerSource, user.username),
    request: {
      userAttributes: eventAttributes(user),
      codeParameter: CODE_PARAMETER,
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
      ...metadata(clientMetadata),
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}
