import { describe, expect, it } from 'vitest';

import { initialPhoneSignIn, phoneSignInReducer, resendSecondsLeft } from './phone-sign-in-state';
import type { PhoneSignInState } from './phone-sign-in-state';

const phone = { countryCode: '+357', number: '99123456' };
const sent = phoneSignInReducer(initialPhoneSignIn, {
  type: 'codeSent',
  phone,
  username: '+35799123456',
  at: 1_000,
});

describe('phoneSignInReducer', () => {
  it('should start at the number step with +357', () => {
    expect(initialPhoneSignIn).toEqual({ step: 'number', phone: { countryCode: '+357', number: '' } });
  });

  it('should move to the code step once the code is sent', () => {
    expect(sent).toEqual({ step: 'code', phone, username: '+35799123456', sentAt: 1_000, sends: 1 });
  });

  it('should stay on the code step with "Verification code is invalid." after a wrong code', () => {
    expect(phoneSignInReducer(sent, { type: 'codeRejected' })).toEqual({
      ...sent,
      failure: { kind: 'auth', key: 'invalidCode' },
    });
  });

  it('should return to the number step, keeping the number, on Edit', () => {
    const rejected = phoneSignInReducer(sent, { type: 'codeRejected' });
    expect(phoneSignInReducer(rejected, { type: 'edit' })).toEqual({ step: 'number', phone });
  });

  it('should return to the number step with the reason when the sign-in ended (3rd wrong code, expiry)', () => {
    const failure = { kind: 'auth', key: 'codeAttemptsUsed' } as const;
    expect(phoneSignInReducer(sent, { type: 'answerFailed', failure, restart: true })).toEqual({
      step: 'number',
      phone,
      failure,
    });
  });

  it('should keep the code step after a failure that does not end the sign-in', () => {
    const failure = { kind: 'common', key: 'network' } as const;
    expect(phoneSignInReducer(sent, { type: 'answerFailed', failure, restart: false })).toEqual({
      ...sent,
      failure,
    });
  });

  it('should count a resend to the same number and clear the failure', () => {
    const rejected = phoneSignInReducer(sent, { type: 'codeRejected' });
    const resent = phoneSignInReducer(rejected, {
      type: 'codeSent',
      phone,
      username: '+35799123456',
      at: 40_000,
    });
    expect(resent).toEqual({ step: 'code', phone, username: '+35799123456', sentAt: 40_000, sends: 2 });
  });

  it('should go back to the number step with the throttle message when a (re)send is refused', () => {
    const failure = {
      kind: 'text',
      text: 'Too many codes requested for this number. Try again in 5 minutes.',
    } as const;
    const states: PhoneSignInState[] = [initialPhoneSignIn, sent];
    for (const state of states) {
      expect(phoneSignInReducer(state, { type: 'sendFailed', failure })).toEqual({
        step: 'number',
        phone: state.phone,
        failure,
      });
    }
  });
});

describe('resendSecondsLeft', () => {
  it('should count down the wait before a new code may be requested', () => {
    expect(resendSecondsLeft(0, 0)).toBe(30);
    expect(resendSecondsLeft(0, 29_001)).toBe(1);
    expect(resendSecondsLeft(0, 30_000)).toBe(0);
    expect(resendSecondsLeft(0, 90_000)).toBe(0);
    expect(resendSecondsLeft(0, 5_000, 10)).toBe(5);
  });
});
