import type {
  CreateAuthChallengeTriggerEvent,
  CustomMessageTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  PostConfirmationTriggerEvent,
  PreTokenGenerationTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

import { CognitoError } from './errors';

type Handler<E> = (event: E) => Promise<E>;

/** The user-pool triggers the twin runs: our own handlers from lambdas/src/triggers by default. */
export interface AuthTwinTriggers {
  defineAuthChallenge: Handler<DefineAuthChallengeTriggerEvent>;
  createAuthChallenge: Handler<CreateAuthChallengeTriggerEvent>;
  verifyAuthChallengeResponse: Handler<VerifyAuthChallengeResponseTriggerEvent>;
  preTokenGeneration: Handler<PreTokenGenerationTriggerEvent>;
  /** Writes the code e-mails (forgot password, e-mail change and verification). */
  customMessage: Handler<CustomMessageTriggerEvent>;
  /** Runs after a confirmation, here a password reset with the e-mailed code. */
  postConfirmation: Handler<PostConfirmationTriggerEvent>;
}

type TriggerName =
  | 'DefineAuthChallenge'
  | 'CreateAuthChallenge'
  | 'VerifyAuthChallengeResponse'
  | 'PreTokenGeneration'
  | 'CustomMessage'
  | 'PostConfirmation';

/**
 * Invokes a trigger as Lambda would: the event goes in and the reply comes back as JSON (no
 * shared objects), and a thrown error becomes the service's UserLambdaValidationException
 * "<Trigger> failed with error <message>.".
 */
export async function invokeTrigger<E>(
  name: TriggerName,
  handler: Handler<E>,
  event: E,
  log: (line: string) => void,
): Promise<E> {
  let reply: unknown;
  try {
    reply = await handler(structuredClone(event));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`[auth twin] ${name} trigger failed: ${message}`);
    throw new CognitoError('UserLambdaValidationException', `${name} failed with error ${message}.`);
  }
  if (reply === null || typeof reply !== 'object' || !('response' in reply)) {
    throw new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');
  }
  return JSON.parse(JSON.stringify(reply)) as E;
}
