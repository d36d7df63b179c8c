import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  OTP_CODE_TTL_SECONDS,
  createOtpChallenge,
  createRefusedChallenge,
  generateOtpCode,
  hashOtpCode,
  isOtpAnswerCorrect,
  isRefusedRound,
  otpChallengeFromMetadata,
  otpChallengeFromParameters,
  otpChallengeToMetadata,
  otpChallengeToParameters,
} from './otp-code';

const now = new Date('2026-03-02T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('otp code', () => {
  it('should generate six digits, zero-padded, from the random source', () => {
    expect(generateOtpCode(() => 4211)).toBe('004211');
    expect(generateOtpCode(() => 999999)).toBe('999999');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => /^\d{6}$/.test(generateOtpCode(() => n))),
    );
  });

  it('should draw codes over the whole range 000000-999999', () => {
    const ranges: Array<[number, number]> = [];
    generateOtpCode((min, max) => {
      ranges.push([min, max]);
      return min;
    });
    expect(ranges).toEqual([[0, 1_000_000]]);
  });

  it('should keep only a keyed hash that differs per salt', () => {
    const first = createOtpChallenge('123456', now);
    const second = createOtpChallenge('123456', now);
    expect(first.codeHash).not.toContain('123456');
    expect(first.salt).not.toBe(second.salt);
    expect(first.codeHash).not.toBe(second.codeHash);
    expect(first.codeHash).toBe(hashOtpCode('123456', first.salt));
  });

  it('should accept the right code until it expires 5 minutes later', () => {
    const challenge = createOtpChallenge('123456', now);
    expect(isOtpAnswerCorrect('123456', challenge, now)).toBe(true);
    expect(isOtpAnswerCorrect(' 123456 ', challenge, later(OTP_CODE_TTL_SECONDS))).toBe(true);
    expect(isOtpAnswerCorrect('123456', challenge, later(OTP_CODE_TTL_SECONDS + 1))).toBe(false);
  });

  it('should refuse any other answer', () => {
    const challenge = createOtpChallenge('123456', now);
    fc.assert(
      fc.property(
        fc.string(),
        (answer) => answer.trim() === '123456' || !isOtpAnswerCorrect(answer, challenge, now),
      ),
    );
    expect(isOtpAnswerCorrect('', challenge, now)).toBe(false);
    expect(isOtpAnswerCorrect('1234567', challenge, now)).toBe(false);
  });

  it('should round-trip through Cognito parameters and metadata and reject garbage', () => {
    const challenge = createOtpChallenge('000001', now);
    expect(otpChallengeFromParameters(otpChallengeToParameters(challenge))).toEqual(challenge);
    expect(otpChallengeFromMetadata(otpChallengeToMetadata(challenge))).toEqual(challenge);
    expect(otpChallengeToMetadata(challenge)).not.toContain('000001');
    expect(otpChallengeFromMetadata(null)).toBeUndefined();
    expect(otpChallengeFromMetadata('CODE-123456')).toBeUndefined();
    expect(otpChallengeFromParameters({ salt: 'ab', codeHash: 'short', expiresAt: '1' })).toBeUndefined();
    expect(
      otpChallengeFromParameters({ ...otpChallengeToParameters(challenge), expiresAt: 'soon' }),
    ).toBeUndefined();
  });

  it('should fit no answer to a refused challenge, and keep the refusal through parameters and metadata', () => {
    const refused = createRefusedChallenge(now);
    expect(Object.keys(refused).sort()).toEqual(['codeHash', 'expiresAt', 'refused', 'salt']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = String(n).padStart(6, '0');
        return !isOtpAnswerCorrect(code, refused, now);
      }),
      { numRuns: 2000 },
    );
    const fromParameters = otpChallengeFromParameters(otpChallengeToParameters(refused));
    expect(fromParameters).toEqual(refused);
    expect(otpChallengeFromMetadata(otpChallengeToMetadata(refused))).toEqual(refused);
    expect(isRefusedRound(otpChallengeToMetadata(refused))).toBe(true);
    expect(isRefusedRound(otpChallengeToMetadata(createOtpChallenge('123456', now)))).toBe(false);
    expect(isRefusedRound(undefined)).toBe(false);
  });

  it('should refuse even the code a refused challenge was made from', () => {
    const madeFromCode = { ...createOtpChallenge('123456', now), refused: true as const };
    expect(isOtpAnswerCorrect('123456', madeFromCode, now)).toBe(false);
  });
});
