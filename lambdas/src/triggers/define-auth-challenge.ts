import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

import { decideAuthChallenge } from '../auth/otp-attempts';
import { isRefusedRound } from '../auth/otp-code';

/**
 * Define auth challenge (partners' CUSTOM_AUTH sign-in): one SMS code per sign-in, tokens after
 * the right answer, failure after the 3rd wrong one. Unknown numbers (userNotFound) and refused
 * ones (a DISABLED partner: the Create trigger marked its challenge) go through the same steps;
 * their answers are never right, so they end the same way as a wrong guess, and tokens are never
 * issued for them even if a round came back right.
 */
export async function handler(
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> {
  const { session, userNotFound } = event.request;
  const decision = decideAuthChallenge(session);
  const refused = userNotFound || session.some((round) => isRefusedRound(round.challengeMetadata));
  event.response.issueTokens = decision.issueTokens && !refused;
  event.response.failAuthentication = decision.failAuthentication;
  if (decision.challengeName) event.response.challengeName = decision.challengeName;
  return event;
}
