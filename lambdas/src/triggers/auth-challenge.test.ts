import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { fakeClock, fakeCodeSendCounter, fakePartnerStandings, fakeSmsSender } from '../auth/testing';

import { createCreateAuthChallengeHandler } from './create-auth-challenge';
import { handler as defineAuthChallenge } from './define-auth-challenge';
import { createVerifyAuthChallengeHandler } from './verify-auth-challenge';

type Round = CreateAuthChallengeTriggerEvent['request']['session'][number];

const base = {
  version: '1',
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_Test',
  userName: '7d0f1c2e-0000-4000-8000-000000000001',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
};
const partner = { sub: base.userName, phone_number: '+35799123456', 'custom:role': 'EMPLOYEE' };

const disabledPartner = {
  sub: '7d0f1c2e-0000-4000-8000-000000000004',
  phone_number: '+35799000004',
  'custom:role': 'EMPLOYEE',
  locale: 'el',
};

function defineEvent(session: Round[], userNotFound = false): DefineAuthChallengeTriggerEvent {
  return {
    ...base,
    triggerSource: 'DefineAuthChallenge_Authentication',
    request: { userAttributes: partner, session, userNotFound },
    response: { issueTokens: false, failAuthentication: false },
  };
}

function createEvent(session: Round[], overrides: Partial<CreateAuthChallengeTriggerEvent['request']> = {}) {
  const event: CreateAuthChallengeTriggerEvent = {
    ...base,
    triggerSource: 'CreateAuthChallenge_Authentication',
    request: { userAttributes: partner, challengeName: 'CUSTOM_CHALLENGE', session, ...overrides },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
  };
  return event;
}

function verifyEvent(
  privateChallengeParameters: Record<string, string>,
  challengeAnswer: string,
  userNotFound = false,
): VerifyAuthChallengeResponseTriggerEvent {
  return {
    ...base,
    triggerSource: 'VerifyAuthChallengeResponse_Authentication',
    request: { userAttributes: partner, privateChallengeParameters, challengeAnswer, userNotFound },
    response: { answerCorrect: false },
  };
}

function setup() {
  const clock = fakeClock('2026-03-02T10:00:00Z');
  const sms = fakeSmsSender();
  const partners = fakePartnerStandings({ [disabledPartner.sub]: 'DISABLED', [base.userName]: 'VERIFIED' });
  const deps = { clock, sms, counter: fakeCodeSendCounter(), randomInt: () => 123456, partners };
  return {
    clock,
    sms,
    partners,
    create: createCreateAuthChallengeHandler(() => deps),
    verify: createVerifyAuthChallengeHandler(clock),
  };
}

describe('define auth challenge trigger', () => {
  it('should ask for a code, then issue tokens after the right answer', async () => {
    expect((await defineAuthChallenge(defineEvent([]))).response).toEqual({
      issueTokens: false,
      failAuthentication: false,
      challengeName: 'CUSTOM_CHALLENGE',
    });
    const right: Round = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true };
    expect((await defineAuthChallenge(defineEvent([right]))).response.issueTokens).toBe(true);
  });

  it('should fail after the 3rd wrong answer', async () => {
    const wrong: Round = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false };
    const { response } = await defineAuthChallenge(defineEvent([wrong, wrong, wrong]));
    expect(response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });

  it('should never issue tokens in a session whose challenge was refused', async () => {
    const { create } = setup();
    const refused = createEvent([], { userAttributes: disabledPartner });
    const { response } = await create({ ...refused, userName: disabledPartner.sub });
    const forged: Round = {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: true,
      challengeMetadata: response.challengeMetadata,
    };
    const decided = (await defineAuthChallenge(defineEvent([forged]))).response;
    expect(decided).toMatchObject({ issueTokens: false, failAuthentication: false });
  });

  it('should never issue tokens for an unknown number', async () => {
    const right: Round = { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true };
    expect((await defineAuthChallenge(defineEvent([right], true))).response.issueTokens).toBe(false);
  });
});

describe('create and verify auth challenge triggers', () => {
  it('should text the code and accept it, with only a hash in the challenge parameters', async () => {
    const { create, verify, sms } = setup();
    const { response } = await create(createEvent([]));
    expect(sms.sent).toEqual([
      { phoneNumber: '+35799123456', text: 'Your CareShift code is 123456. It expires in 5 minutes.' },
    ]);
    expect(response.publicChallengeParameters).toEqual({
      deliveryMedium: 'SMS',
      destination: '+*******3456',
    });
    expect(Object.keys(response.privateChallengeParameters).sort()).toEqual([
      'codeHash',
      'expiresAt',
      'salt',
    ]);
    expect(JSON.stringify(response)).not.toContain('123456');
    const params = response.privateChallengeParameters;
    expect((await verify(verifyEvent(params, '123456'))).response.answerCorrect).toBe(true);
    expect((await verify(verifyEvent(params, '123457'))).response.answerCorrect).toBe(false);
  });

  it('should refuse the right code once 5 minutes have passed', async () => {
    const { create, verify, clock } = setup();
    const params = (await create(createEvent([]))).response.privateChallengeParameters;
    clock.advanceSeconds(5 * 60 + 1);
    expect((await verify(verifyEvent(params, '123456'))).response.answerCorrect).toBe(false);
  });

  it('should keep the same code after a wrong answer, without a second SMS', async () => {
    const { create, sms } = setup();
    const first = (await create(createEvent([]))).response;
    const round: Round = {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata: first.challengeMetadata,
    };
    const second = (await create(createEvent([round]))).response;
    expect(second.privateChallengeParameters).toEqual(first.privateChallengeParameters);
    expect(sms.sent).toHaveLength(1);
  });

  it('should answer an unknown number like a known one, send nothing and accept no answer', async () => {
    const { create, verify, sms } = setup();
    const event = createEvent([], { userAttributes: {}, userNotFound: true });
    const { response } = await create({ ...event, userName: '+35799000001' });
    expect(response.publicChallengeParameters).toEqual({
      deliveryMedium: 'SMS',
      destination: '+*******0001',
    });
    expect(sms.sent).toEqual([]);
    const params = response.privateChallengeParameters;
    expect((await verify(verifyEvent(params, '123456', true))).response.answerCorrect).toBe(false);
  });

  it('should answer a disabled partner like an unknown number, text the owner why and accept no answer', async () => {
    const { create, verify, sms, partners } = setup();
    const disabled = createEvent([], { userAttributes: disabledPartner });
    const refused = (await create({ ...disabled, userName: disabledPartner.sub })).response;
    const unknownEvent = createEvent([], { userAttributes: {}, userNotFound: true });
    const unknown = (await create({ ...unknownEvent, userName: '+35799000005' })).response;
    expect(refused.publicChallengeParameters).toEqual({ deliveryMedium: 'SMS', destination: '+*******0004' });
    expect(Object.keys(refused.publicChallengeParameters)).toEqual(
      Object.keys(unknown.publicChallengeParameters),
    );
    expect(partners.reads).toEqual([disabledPartner.sub, '+35799000005']);
    expect(sms.sent).toEqual([
      {
        phoneNumber: '+35799000004',
        text: 'Ο λογαριασμός σας CareShift είναι απενεργοποιημένος, γι’ αυτό δεν στάλθηκε κωδικός επαλήθευσης. Επικοινωνήστε με το CareShift.',
      },
    ]);
    const params = refused.privateChallengeParameters;
    const answer = verifyEvent(params, '123456');
    const verified = await verify({
      ...answer,
      request: { ...answer.request, userAttributes: disabledPartner },
    });
    expect(verified.response.answerCorrect).toBe(false);
  });

  it('should keep a refused challenge after a wrong answer, without a second SMS or read', async () => {
    const { create, sms, partners } = setup();
    const disabled = {
      ...createEvent([], { userAttributes: disabledPartner }),
      userName: disabledPartner.sub,
    };
    const first = (await create(disabled)).response;
    const round: Round = {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata: first.challengeMetadata,
    };
    const second = (await create({ ...disabled, request: { ...disabled.request, session: [round] } }))
      .response;
    expect(second.privateChallengeParameters).toEqual(first.privateChallengeParameters);
    expect(sms.sent).toHaveLength(1);
    expect(partners.reads).toHaveLength(1);
  });

  it('should refuse a 6th code for the number within the hour', async () => {
    const { create } = setup();
    for (let i = 0; i < 5; i += 1) await create(createEvent([]));
    await expect(create(createEvent([]))).rejects.toThrow(
      'Too many codes requested for this number. Try again in 60 minutes',
    );
  });

  it("should refuse in the caller's language, never the account's, so known and unknown numbers read alike", async () => {
    const { create } = setup();
    const greekAccount = { userAttributes: { ...partner, locale: 'el' } };
    for (let i = 0; i < 5; i += 1) await create(createEvent([], greekAccount));
    await expect(create(createEvent([], greekAccount))).rejects.toThrow('Too many codes requested');
    await expect(
      create(createEvent([], { ...greekAccount, clientMetadata: { language: 'el' } })),
    ).rejects.toThrow('Ζητήθηκαν πάρα πολλοί κωδικοί');
  });

  it("should text the code in the account's saved language, not the browser's (issue 32)", async () => {
    const { create, sms } = setup();
    await create(
      createEvent([], { userAttributes: { ...partner, locale: 'el' }, clientMetadata: { language: 'en' } }),
    );
    await create(
      createEvent([], { userAttributes: { ...partner, locale: 'en' }, clientMetadata: { language: 'el' } }),
    );
    // No saved language: the one the web shows.
    await create(createEvent([], { clientMetadata: { language: 'el' } }));
    expect(sms.sent.map((message) => message.text)).toEqual([
      'Κωδικός επαλήθευσης CareShift: 123456. Λήγει σε 5 λεπτά.',
      'Your CareShift code is 123456. It expires in 5 minutes.',
      'Κωδικός επαλήθευσης CareShift: 123456. Λήγει σε 5 λεπτά.',
    ]);
  });

  it('should treat missing or tampered challenge parameters as a wrong answer', async () => {
    const { verify } = setup();
    expect((await verify(verifyEvent({}, '123456'))).response.answerCorrect).toBe(false);
    expect(
      (await verify(verifyEvent({ salt: 'zz', codeHash: 'x', expiresAt: '9' }, '1'))).response.answerCorrect,
    ).toBe(false);
  });
});
