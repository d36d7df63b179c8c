/** Wrong answers allowed per code: the 3rd wrong answer ends the sign-in (issue 5). */
export const MAX_WRONG_ANSWERS = 3;

export const CUSTOM_CHALLENGE = 'CUSTOM_CHALLENGE';

/** One round of Cognito's custom-auth session as the Define trigger receives it. */
export interface ChallengeRound {
  challengeName: string;
  challengeResult: boolean;
}

export interface AuthChallengeDecision {
  issueTokens: boolean;
  failAuthentication: boolean;
  challengeName?: typeof CUSTOM_CHALLENGE;
}

/**
 * The Define step: ask for a code, sign in after a right answer, and fail the session for good
 * after MAX_WRONG_ANSWERS wrong ones (so a later right code cannot rescue a guessed session).
 * Any round that is not our custom challenge (SRP, password) fails: partners only use codes.
 */
export function decideAuthChallenge(session: readonly ChallengeRound[]): AuthChallengeDecision {
  if (session.some((round) => round.challengeName !== CUSTOM_CHALLENGE)) return fail();
  const last = session.at(-1);
  if (last?.challengeResult) return { issueTokens: true, failAuthentication: false };
  const wrongAnswers = session.filter((round) => !round.challengeResult).length;
  if (wrongAnswers >= MAX_WRONG_ANSWERS) return fail();
  return { issueTokens: false, failAuthentication: false, challengeName: CUSTOM_CHALLENGE };
}

function fail(): AuthChallengeDecision {
  return { issueTokens: false, failAuthentication: true };
}
