import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';

import { isOtpAnswerCorrect, otpChallengeFromParameters } from '../auth/otp-code';
import type { Clock } from '../auth/otp-code';

type Event = VerifyAuthChallengeResponseTriggerEvent;

/**
 * Verify auth challenge response: right only for the code of this sign-in, before it expires
 * (constant-time comparison of hashes). Unknown numbers, and refused ones (the Create trigger made
 * their challenge from no code and marked it), are never right.
 */
export function createVerifyAuthChallengeHandler(clock: Clock) {
  return async function handler(event: Event): Promise<Event> {
    const challenge = otpChallengeFromParameters(event.request.privateChallengeParameters);
    const answer = typeof event.request.challengeAnswer === 'string' ? event.request.challengeAnswer : '';
    const correct = challenge !== undefined && isOtpAnswerCorrect(answer, challenge, clock());
    event.response.answerCorrect = correct && !event.request.userNotFound;
    return event;
  };
}

export const handler = createVerifyAuthChallengeHandler(() => new Date());
