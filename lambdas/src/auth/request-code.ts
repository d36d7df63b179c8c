import { createOtpChallenge, generateOtpCode } from './otp-code';
import type { Clock, OtpChallenge, RandomInt } from './otp-code';
import { signInCodeSms } from './otp-messages';
import type { SignInLanguage } from './otp-messages';
import { reserveCodeSend } from './send-throttle';
import type { CodeSendCounter, ThrottleSettings } from './send-throttle';

/** Sends one SMS (SNS in the Lambdas, a capture in tests). */
export interface SmsSender {
  sendSms(phoneNumber: string, text: string): Promise<void>;
}

export interface SignInCodeRequest {
  /** The number the code goes to; undefined when there is no such partner (nothing is sent). */
  deliverTo: string | undefined;
  /** What the throttle counts sends by: the number typed, for known and unknown numbers alike. */
  throttleKey: string;
  /** The language of the SMS: the one the web shows, else the account's. */
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
  throttle?: ThrottleSettings;
}

/**
 * The Create step. A retry within a sign-in keeps its code (one SMS per sign-in, and the
 * attempt limit counts per code). A new sign-in is counted by the send throttle first, for
 * unknown numbers too, so the answer cannot tell whether a number has an account; only a known
 * number gets an SMS, so the flow cannot be used to send texts to arbitrary numbers.
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
  const code = generateOtpCode(deps.randomInt);
  const challenge = createOtpChallenge(code, deps.clock());
  if (request.deliverTo) await deps.sms.sendSms(request.deliverTo, signInCodeSms(code, request.language));
  return challenge;
}
