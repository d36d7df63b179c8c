import { DEFAULT_PHONE_COUNTRY_CODE } from '@careshift/contract/forms/phone-field';
import type { PhoneInput } from '@careshift/contract/forms/phone-field';

import type { AuthFailure } from './sign-in-errors';

/** A new code can be asked for this long after the last one (each send counts towards the hourly throttle). */
export const RESEND_WAIT_SECONDS = 30;

/**
 * The partner sign-in (spec section 4, phone login): enter the number, request a code ("code
 * sent"), enter the 6-digit code; Edit goes back to the number step, keeping the number typed.
 */
export type PhoneSignInState =
  | { step: 'number'; phone: PhoneInput; failure?: AuthFailure }
  | {
      step: 'code';
      phone: PhoneInput;
      /** The E.164 number the code went to. */
      username: string;
      /** When the last code was requested (ms since the epoch), for the resend wait. */
      sentAt: number;
      /** Counts the codes sent in this sign-in, so the code field empties on each. */
      sends: number;
      failure?: AuthFailure;
    };

export type PhoneSignInEvent =
  | { type: 'codeSent'; phone: PhoneInput; username: string; at: number }
  | { type: 'sendFailed'; failure: AuthFailure }
  | { type: 'codeRejected' }
  | { type: 'answerFailed'; failure: AuthFailure; restart: boolean }
  | { type: 'edit' };

export const initialPhoneSignIn: PhoneSignInState = {
  step: 'number',
  phone: { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' },
};

/** A code went out: the code step, counting the sends to the same user. */
function codeSent(
  state: PhoneSignInState,
  event: Extract<PhoneSignInEvent, { type: 'codeSent' }>,
): PhoneSignInState {
  return {
    step: 'code',
    phone: event.phone,
    username: event.username,
    sentAt: event.at,
    sends: state.step === 'code' && state.username === event.username ? state.sends + 1 : 1,
  };
}

export function phoneSignInReducer(state: PhoneSignInState, event: PhoneSignInEvent): PhoneSignInState {
  switch (event.type) {
    case 'codeSent':
      return codeSent(state, event);
    case 'sendFailed':
      // A failed (re)send also ends any sign-in in progress: back to the number, with the reason.
      return { step: 'number', phone: state.phone, failure: event.failure };
    case 'codeRejected':
      return state.step === 'code' ? { ...state, failure: { kind: 'auth', key: 'invalidCode' } } : state;
    case 'answerFailed':
      if (event.restart || state.step !== 'code')
        return { step: 'number', phone: state.phone, failure: event.failure };
      return { ...state, failure: event.failure };
    case 'edit':
      return { step: 'number', phone: state.phone };
  }
}

/** Whole seconds until a new code may be requested (0 = now). */
export function resendSecondsLeft(sentAt: number, now: number, waitSeconds = RESEND_WAIT_SECONDS): number {
  return Math.max(0, Math.ceil((sentAt + waitSeconds * 1000 - now) / 1000));
}
