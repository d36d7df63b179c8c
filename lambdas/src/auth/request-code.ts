import { createOtpChallenge, createRefusedChallenge, generateOtpCode } from './otp-code';
import type { Clock, OtpChallenge, RandomInt } from './otp-code';
import { signInCodeSms, signInRefusedSms } from './otp-messages';
import type { SignInLanguage } from './otp-messages';
import { reserveCodeSend } from './send-throttle';
import type { CodeSendCounter, ThrottleSettings } from './send-throttle';
import type { PartnerStandings } from './sign-in-gate';

/** Sends one SMS (SNS in the Lambdas, a capture in tests). */
export interface SmsSender {
  sendSms(phoneNumber: string, text: string): Promise<void>;
}

export interface SignInCodeRequest {
  /** The number the code goes to; undefined when there is no such partner (nothing is sent). */
  deliverTo: string | undefined;
  /**
   * The owner of the number may not sign in (a DISABLED partner): instead of a code, the SMS tells
   * them why, in `ownerLanguage` (the account's), and no answer is ever right.
   */
  refused: boolean;
  ownerLanguage: SignInLanguage;
  /** What the throttle counts sends by: the number typed, for known and unknown numbers alike. */
  throttleKey: string;
  /** The language of the SMS: the account's saved one, else the one the web shows (resolveCodeLanguage). */
  language: SignInLanguage;
  /**
   * The language of a refusal (too many codes): only the one the caller's web shows, never the
   * account's, so the reply reads the same for a known and an unknown number.
   */
  callerLanguage: SignInLanguage;
  /** The code of an earlier round of the same sign-in, kept after a wrong answer. */
  previous: OtpChallenge | undefined;
}

export interface SignInCodeDeps {
  clock: Clock;
  randomInt: RandomInt;
  counter: CodeSendCounter;
  sms: SmsSender;
  /** Who may sign in (the Create trigger reads the partner's record; see sign-in-gate.ts). */
  partners: PartnerStandings;
  throttle?: ThrottleSettings;
}

/**
 * The Create step. A retry within a sign-in keeps its code (one SMS per sign-in, and the
 * attempt limit counts per code). A new sign-in is counted by the send throttle first, for
 * unknown and refused numbers too, so the answer cannot tell whether a number has an account or
 * may sign in; only a known number gets an SMS (a code, or for a refused owner the reason, within
 * the same throttle), so the flow cannot be used to send texts to arbitrary numbers or to spam.
 * An unknown or refused number gets a challenge no answer fits.
 */
export async function requestSignInCode(
  request: SignInCodeRequest,
  deps: SignInCodeDeps,
): Promise<OtpChallenge> {
  if (request.previous) return request.previous;
  await reserveCodeSend(
    { throttleKey: request.throttleKey, language: request.callerLanguage },
    deps,
    deps.throttle,
  );
  const now = deps.clock();
  if (!request.deliverTo) return createRefusedChallenge(now);
  if (request.refused) {
    await deps.sms.sendSms(request.deliverTo, signInRefusedSms(request.ownerLanguage));
    return createRefusedChallenge(now);
  }
  const code = generateOtpCode(deps.randomInt);
  await deps.sms.sendSms(request.deliverTo, signInCodeSms(code, request.language));
  return createOtpChallenge(code, now);
}
