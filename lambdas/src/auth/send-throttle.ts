import type { RecordOtpSendInput, RecordOtpSendResult } from '@careshift/db';
import { ThrottledError } from '@careshift/domain';

import type { Clock } from './otp-code';
import { tooManyCodesMessage } from './otp-messages';
import type { SignInLanguage } from './otp-messages';

/** Codes sent to one number per window: 5 per hour (SMS pumping defence, issue 5). */
export const CODE_SENDS_PER_WINDOW = 5;
export const CODE_SEND_WINDOW_SECONDS = 60 * 60;

/** The counter store (DynamoDB in the Lambdas: createOtpSendRepository). */
export interface CodeSendCounter {
  recordOtpSend(input: RecordOtpSendInput): Promise<RecordOtpSendResult>;
}

export interface SendWindow {
  /** Epoch seconds. */
  windowStart: number;
  windowEnd: number;
}

/** The fixed window (aligned to the hour) that contains `now`. */
export function sendWindowAt(now: Date, windowSeconds = CODE_SEND_WINDOW_SECONDS): SendWindow {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % windowSeconds);
  return { windowStart, windowEnd: windowStart + windowSeconds };
}

export class CodeSendThrottledError extends ThrottledError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, retryAfterSeconds, 'CODE_SENDS_THROTTLED');
  }
}

export interface ThrottleSettings {
  limit?: number;
  windowSeconds?: number;
}

/**
 * Counts one code send for a number, or refuses it with the wait in whole minutes (at least 1)
 * when the number already had `limit` codes in the current window.
 */
export async function reserveCodeSend(
  request: { throttleKey: string; language: SignInLanguage },
  deps: { counter: CodeSendCounter; clock: Clock },
  settings: ThrottleSettings = {},
): Promise<void> {
  const limit = settings.limit ?? CODE_SENDS_PER_WINDOW;
  const now = deps.clock();
  const { windowStart, windowEnd } = sendWindowAt(now, settings.windowSeconds);
  const { allowed } = await deps.counter.recordOtpSend({
    phoneNumber: request.throttleKey,
    windowStart,
    limit,
    expiresAt: windowEnd,
  });
  if (allowed) return;
  const retryAfterSeconds = Math.max(windowEnd - Math.floor(now.getTime() / 1000), 1);
  const retryAfterMinutes = Math.ceil(retryAfterSeconds / 60);
  throw new CodeSendThrottledError(
    tooManyCodesMessage(retryAfterMinutes, request.language),
    retryAfterSeconds,
  );
}
