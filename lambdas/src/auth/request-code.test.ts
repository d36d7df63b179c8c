import { describe, expect, it } from 'vitest';

import { isOtpAnswerCorrect } from './otp-code';
import { requestSignInCode } from './request-code';
import type { SignInCodeRequest } from './request-code';
import { fakeClock, fakeCodeSendCounter, fakePartnerStandings, fakeSmsSender } from './testing';

function setup() {
  const sms = fakeSmsSender();
  const counter = fakeCodeSendCounter();
  const clock = fakeClock('2026-03-02T10:00:00Z');
  return {
    sms,
    counter,
    clock,
    deps: { sms, counter, clock, randomInt: () => 42, partners: fakePartnerStandings() },
  };
}

const known: SignInCodeRequest = {
  deliverTo: '+35799123456',
  refused: false,
  ownerLanguage: 'en',
  throttleKey: '+35799123456',
  language: 'en',
  callerLanguage: 'en',
  previous: undefined,
};

describe('request sign-in code', () => {
  it('should text a fresh code to a known number and keep only its hash', async () => {
    const { sms, deps, clock } = setup();
    const challenge = await requestSignInCode(known, deps);
    expect(sms.sent).toEqual([
      { phoneNumber: '+35799123456', text: 'Your CareShift code is 000042. It expires in 5 minutes.' },
    ]);
    expect(JSON.stringify(challenge)).not.toContain('000042');
    expect(isOtpAnswerCorrect('000042', challenge, clock())).toBe(true);
  });

  it('should keep the code of the sign-in on a retry without texting or counting again', async () => {
    const { sms, counter, deps } = setup();
    const first = await requestSignInCode(known, deps);
    const retry = await requestSignInCode({ ...known, previous: first }, deps);
    expect(retry).toEqual(first);
    expect(sms.sent).toHaveLength(1);
    expect([...counter.counts.values()]).toEqual([1]);
  });

  it('should count an unknown number like a known one but text nothing', async () => {
    const { sms, counter, deps } = setup();
    const unknown = { ...known, deliverTo: undefined, throttleKey: '+35799000000' };
    for (let i = 0; i < 5; i += 1) await requestSignInCode(unknown, deps);
    await expect(requestSignInCode(unknown, deps)).rejects.toThrow(
      'Too many codes requested for this number.',
    );
    expect(sms.sent).toEqual([]);
    expect([...counter.counts.values()]).toEqual([5]);
    const challenge = await requestSignInCode({ ...unknown, throttleKey: '+35799000001' }, deps);
    expect(challenge.refused).toBe(true);
  });

  it("should tell a refused owner why instead of texting a code, in the account's language, and fit no answer", async () => {
    const { sms, deps, clock } = setup();
    const refused = { ...known, refused: true, language: 'en' as const, ownerLanguage: 'el' as const };
    const challenge = await requestSignInCode(refused, deps);
    expect(sms.sent).toEqual([
      {
        phoneNumber: '+35799123456',
        text: 'Ο λογαριασμός σας CareShift είναι απενεργοποιημένος, γι’ αυτό δεν στάλθηκε κωδικός επαλήθευσης. Επικοινωνήστε με το CareShift.',
      },
    ]);
    expect(challenge.refused).toBe(true);
    expect(isOtpAnswerCorrect('000042', challenge, clock())).toBe(false);
  });

  it('should throttle the refusal SMS like codes, with the same refusal', async () => {
    const { sms, deps } = setup();
    const refused = { ...known, refused: true };
    for (let i = 0; i < 5; i += 1) await requestSignInCode(refused, deps);
    await expect(requestSignInCode(refused, deps)).rejects.toThrow(
      'Too many codes requested for this number. Try again in 60 minutes',
    );
    expect(sms.sent).toHaveLength(5);
    expect(sms.sent[0]?.text).toBe(
      'Your CareShift account is disabled, so no sign-in code was sent to this number. Please contact CareShift.',
    );
  });

  it('should text nothing once the number is throttled', async () => {
    const { sms, deps } = setup();
    for (let i = 0; i < 5; i += 1) await requestSignInCode(known, deps);
    await expect(requestSignInCode(known, deps)).rejects.toThrow('Try again in 60 minutes');
    expect(sms.sent).toHaveLength(5);
  });

  it('should write the SMS in Greek for a Greek sign-in', async () => {
    const { sms, deps } = setup();
    await requestSignInCode({ ...known, language: 'el' }, deps);
    expect(sms.sent[0]?.text).toBe('Κωδικός επαλήθευσης CareShift: 000042. Λήγει σε 5 λεπτά.');
  });
});
