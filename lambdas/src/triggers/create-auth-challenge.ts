import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';

import { otpChallengeFromMetadata, otpChallengeToMetadata, otpChallengeToParameters } from '../auth/otp-code';
import { signInCodeDependencies } from '../auth/otp-dependencies';
import { maskPhoneNumber, resolveCodeLanguage, resolveSignInLanguage } from '../auth/otp-messages';
import { requestSignInCode } from '../auth/request-code';
import type { SignInCodeDeps } from '../auth/request-code';
import { maySignIn } from '../auth/sign-in-gate';

/**
 * Create auth challenge: sends a 6-digit code by SMS (throttled per number) and keeps only its
 * hash and expiry. A number whose owner may not sign in (a DISABLED partner, by its record) gets
 * the same challenge as any number, its owner an SMS saying why, and no answer fits; an unknown
 * number gets the same challenge and no SMS. Throws CodeSendThrottledError when the number asked
 * too often; Cognito hands that to the client as "CreateAuthChallenge failed with error <message>.".
 */
export function createCreateAuthChallengeHandler(dependencies: () => SignInCodeDeps) {
  return async function handler(
    event: CreateAuthChallengeTriggerEvent,
  ): Promise<CreateAuthChallengeTriggerEvent> {
    const { userAttributes, session, userNotFound, clientMetadata } = event.request;
    const deps = dependencies();
    const phoneNumber = userNotFound ? undefined : userAttributes.phone_number;
    const typed = userNotFound ? event.userName : (phoneNumber ?? event.userName);
    const previous = session
      .map((round) => otpChallengeFromMetadata(round.challengeMetadata))
      .findLast((challenge) => challenge !== undefined);
    // Read for unknown numbers too (the name finds no record), so every new sign-in costs the same.
    const allowed = previous !== undefined || (await maySignIn(deps.partners, event.userName));
    const challenge = await requestSignInCode(
      {
        deliverTo: phoneNumber,
        refused: !allowed,
        ownerLanguage: resolveSignInLanguage(undefined, userAttributes),
        throttleKey: typed,
        language: resolveCodeLanguage(clientMetadata, userAttributes),
        callerLanguage: resolveSignInLanguage(clientMetadata, undefined),
        previous,
      },
      deps,
    );
    event.response.publicChallengeParameters = { deliveryMedium: 'SMS', destination: maskPhoneNumber(typed) };
    event.response.privateChallengeParameters = otpChallengeToParameters(challenge);
    event.response.challengeMetadata = otpChallengeToMetadata(challenge);
    return event;
  };
}

export const handler = createCreateAuthChallengeHandler(signInCodeDependencies);
