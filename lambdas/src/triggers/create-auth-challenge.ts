import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';

import { otpChallengeFromMetadata, otpChallengeToMetadata, otpChallengeToParameters } from '../auth/otp-code';
import { signInCodeDependencies } from '../auth/otp-dependencies';
import { maskPhoneNumber, resolveSignInLanguage } from '../auth/otp-messages';
import { requestSignInCode } from '../auth/request-code';
import type { SignInCodeDeps } from '../auth/request-code';

/**
 * Create auth challenge: sends a 6-digit code by SMS (throttled per number) and keeps only its
 * hash and expiry. Throws CodeSendThrottledError when the number asked too often; Cognito hands
 * that to the client as "CreateAuthChallenge failed with error <message>.".
 */
export function createCreateAuthChallengeHandler(dependencies: () => SignInCodeDeps) {
  return async function handler(
    event: CreateAuthChallengeTriggerEvent,
  ): Promise<CreateAuthChallengeTriggerEvent> {
    const { userAttributes, session, userNotFound, clientMetadata } = event.request;
    const phoneNumber = userNotFound ? undefined : userAttributes.phone_number;
    const typed = userNotFound ? event.userName : (phoneNumber ?? event.userName);
    const previous = session
      .map((round) => otpChallengeFromMetadata(round.challengeMetadata))
      .findLast((challenge) => challenge !== undefined);
    const challenge = await requestSignInCode(
      {
        deliverTo: phoneNumber,
        throttleKey: typed,
        language: resolveSignInLanguage(clientMetadata, userAttributes),
        callerLanguage: resolveSignInLanguage(clientMetadata, undefined),
        previous,
      },
      dependencies(),
    );
    event.response.publicChallengeParameters = { deliveryMedium: 'SMS', destination: maskPhoneNumber(typed) };
    event.response.privateChallengeParameters = otpChallengeToParameters(challenge);
    event.response.challengeMetadata = otpChallengeToMetadata(challenge);
    return event;
  };
}

export const handler = createCreateAuthChallengeHandler(signInCodeDependencies);
