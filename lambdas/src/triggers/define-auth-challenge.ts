import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

import { decideAuthChallenge } from '../auth/otp-attempts';

/**
 * Define auth challenge (partners' CUSTOM_AUTH sign-in): one SMS code per sign-in, tokens after
 * the right answer, failure after the 3rd wrong one. Unknown numbers (userNotFound) go through
 * the same steps; their answers are never right, so they end the same way as a wrong guess.
 */
export async function handler(
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> {
  const decision = decideAuthChallenge(event.request.session);
  event.response.issueTokens = decision.issueTokens && !event.request.userNotFound;
  event.response.failAuthentication = decision.failAuthentication;
  if (decision.challengeName) event.response.challengeName = decision.challengeName;
  return event;
}
