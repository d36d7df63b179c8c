import { describe, expect, it } from 'vitest';

import { decideAuthChallenge, MAX_WRONG_ANSWERS } from './otp-attempts';

const round = (challengeResult: boolean) => ({ challengeName: 'CUSTOM_CHALLENGE', challengeResult });
const challenge = { issueTokens: false, failAuthentication: false, challengeName: 'CUSTOM_CHALLENGE' };
const tokens = { issueTokens: true, failAuthentication: false };
const failure = { issueTokens: false, failAuthentication: true };

describe('auth challenge decision', () => {
  it('should ask for a code when the sign-in starts', () => {
    expect(decideAuthChallenge([])).toEqual(challenge);
  });

  it('should issue tokens after a right answer, also after wrong ones', () => {
    expect(decideAuthChallenge([round(true)])).toEqual(tokens);
    expect(decideAuthChallenge([round(false), round(false), round(true)])).toEqual(tokens);
  });

  it('should allow another try after the 1st and 2nd wrong answer', () => {
    expect(decideAuthChallenge([round(false)])).toEqual(challenge);
    expect(decideAuthChallenge([round(false), round(false)])).toEqual(challenge);
  });

  it('should fail the sign-in at the 3rd wrong answer', () => {
    expect(MAX_WRONG_ANSWERS).toBe(3);
    expect(decideAuthChallenge([round(false), round(false), round(false)])).toEqual(failure);
  });

  it('should fail a session that contains any other challenge (password, SRP)', () => {
    expect(decideAuthChallenge([{ challengeName: 'SRP_A', challengeResult: true }])).toEqual(failure);
    expect(
      decideAuthChallenge([{ challengeName: 'PASSWORD_VERIFIER', challengeResult: true }, round(true)]),
    ).toEqual(failure);
  });
});
