import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** The sign-in code of a partner: 6 digits (spec section 9), valid 5 minutes. */
export const OTP_CODE_LENGTH = 6;
export const OTP_CODE_TTL_SECONDS = 5 * 60;

export type Clock = () => Date;
/** crypto.randomInt's shape: an integer in [min, max). */
export type RandomInt = (min: number, max: number) => number;

/** What is kept of a code: never the code itself, only its keyed hash and its expiry. */
export interface OtpChallenge {
  /** Per-challenge random key of the HMAC, hex. */
  salt: string;
  /** HMAC-SHA256(key = salt, code), hex. */
  codeHash: string;
  /** Epoch milliseconds after which the code is refused. */
  expiresAt: number;
  /**
   * No answer is ever right: the number has no account, or its owner may not sign in (a DISABLED
   * partner). The hash is then of a secret that is no code, and the flag says so to every trigger.
   */
  refused?: true;
}

const CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);
const METADATA_PREFIX = 'OTP';
const REFUSED = 'REFUSED';

/** A uniformly random code, zero-padded ("004211" is as likely as "912345"). */
export function generateOtpCode(random: RandomInt = randomInt): string {
  return String(random(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

export function hashOtpCode(code: string, salt: string): string {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex');
}

export function createOtpChallenge(
  code: string,
  now: Date,
  salt = randomBytes(16).toString('hex'),
): OtpChallenge {
  return { salt, codeHash: hashOtpCode(code, salt), expiresAt: now.getTime() + OTP_CODE_TTL_SECONDS * 1000 };
}

/**
 * The challenge of a sign-in that must fail however it is answered (unknown number, refused
 * partner). It has the same shape as a real one (salt, hash, expiry), so every step reads alike.
 */
export function createRefusedChallenge(now: Date): OtpChallenge {
  return { ...createOtpChallenge(randomBytes(16).toString('hex'), now), refused: true };
}

/**
 * True only for the right code before its expiry, never for a refused challenge. The hashes are
 * compared in constant time, and a malformed, expired or refused answer still costs one HMAC, so
 * timing tells nothing about the code.
 */
export function isOtpAnswerCorrect(answer: string, challenge: OtpChallenge, now: Date): boolean {
  const candidate = answer.trim();
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const actual = Buffer.from(hashOtpCode(candidate, challenge.salt), 'hex');
  const sameHash = expected.length === actual.length && timingSafeEqual(expected, actual);
  const inTime = now.getTime() <= challenge.expiresAt;
  return sameHash && CODE_PATTERN.test(candidate) && inTime && challenge.refused !== true;
}

/** The challenge as Cognito's privateChallengeParameters (a string map). */
export function otpChallengeToParameters(challenge: OtpChallenge): Record<string, string> {
  return {
    salt: challenge.salt,
    codeHash: challenge.codeHash,
    expiresAt: String(challenge.expiresAt),
    ...(challenge.refused ? { refused: 'true' } : {}),
  };
}

export function otpChallengeFromParameters(
  parameters: Record<string, string> | undefined,
): OtpChallenge | undefined {
  if (!parameters) return undefined;
  const refused = parameters.refused === undefined ? undefined : REFUSED;
  return parseChallenge(parameters.salt, parameters.codeHash, parameters.expiresAt, refused);
}

/**
 * The challenge as Cognito's challengeMetadata, which Cognito hands back in the session of the
 * next round: that is how a retry after a wrong answer keeps the same code without a new SMS.
 */
export function otpChallengeToMetadata(challenge: OtpChallenge): string {
  const parts = [METADATA_PREFIX, challenge.salt, challenge.codeHash, challenge.expiresAt];
  return [...parts, ...(challenge.refused ? [REFUSED] : [])].join(':');
}

export function otpChallengeFromMetadata(metadata: string | null | undefined): OtpChallenge | undefined {
  const [prefix, salt, codeHash, expiresAt, refused] = (metadata ?? '').split(':');
  return prefix === METADATA_PREFIX ? parseChallenge(salt, codeHash, expiresAt, refused) : undefined;
}

/** Whether a round of the session carried a refused challenge (read by the Define trigger). */
export function isRefusedRound(metadata: string | null | undefined): boolean {
  return otpChallengeFromMetadata(metadata)?.refused === true;
}

/** A marker other than REFUSED (tampered) counts as refused too: a refusal never turns into a code. */
function parseChallenge(
  salt?: string,
  codeHash?: string,
  expiresAt?: string,
  refused?: string,
): OtpChallenge | undefined {
  const expiry = Number(expiresAt);
  if (!salt || !/^[0-9a-f]+$/.test(salt) || !codeHash || !/^[0-9a-f]{64}$/.test(codeHash)) return undefined;
  if (!Number.isSafeInteger(expiry)) return undefined;
  return { salt, codeHash, expiresAt: expiry, ...(refused === undefined ? {} : { refused: true }) };
}
