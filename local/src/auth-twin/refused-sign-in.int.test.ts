import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { InitiateAuthCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PartnerStatus } from '@careshift/domain';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GREEK_REFUSAL =
  'Ο λογαριασμός σας CareShift είναι απενεργοποιημένος, γι’ αυτό δεν στάλθηκε κωδικός επαλήθευσης. Επικοινωνήστε με το CareShift.';

/** What a caller can see of a reply or a refusal: the same for two numbers means nothing leaks. */
function visible(reply: InitiateAuthCommandOutput | unknown) {
  const { ChallengeName, ChallengeParameters, AuthenticationResult } = reply as InitiateAuthCommandOutput;
  const { USERNAME, destination, ...rest } = ChallengeParameters ?? {};
  const { name, message } = reply as { name?: string; message?: string };
  return {
    ChallengeName,
    usernameIsUuid: UUID.test(USERNAME ?? ''),
    destinationShape: destination?.replace(/\d/g, '#'),
    rest,
    tokens: AuthenticationResult !== undefined,
    name,
    message: message?.replace(/\d+ minutes?/, 'N minutes'),
  };
}

describe('auth twin: a DISABLED partner signs in exactly like an unknown number, and only its owner learns why', () => {
  let t: TestAuthTwin;
  // Each test has numbers of its own, so the texts and throttles it counts are its own in any order.
  let nextNumber = 21;
  const freshNumber = () => `+357990000${String((nextNumber += 1)).padStart(2, '0')}`;

  const setStatus = (partnerId: string, status: PartnerStatus) =>
    t.service.entities.partner
      .put({
        partnerId,
        firstName: 'Γιώργος',
        lastName: 'Χριστοδούλου',
        status,
        positionIds: ['NURSE'],
        nameFirstLast: 'giorgos christodoulou',
        nameLastFirst: 'christodoulou giorgos',
        createdAt: '2026-01-01T08:00:00.000Z',
        updatedAt: '2026-01-01T08:00:00.000Z',
        version: 1,
      })
      .go();

  /** A DISABLED partner with a Greek account and a number nobody has: both new for the calling test. */
  async function disabledAndUnknown(): Promise<{ disabled: string; unknown: string }> {
    const disabled = freshNumber();
    const partnerId = await t.createUser(disabled, {
      phone_number: disabled,
      phone_number_verified: 'true',
      'custom:role': 'EMPLOYEE',
      locale: 'el',
    });
    await setStatus(partnerId, 'DISABLED');
    return { disabled, unknown: freshNumber() };
  }

  beforeAll(async () => {
    t = await startTestAuthTwin();
  });
  afterAll(() => t.stop());

  const start = (phoneNumber: string) =>
    t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: phoneNumber },
        ClientMetadata: { language: 'en' },
      }),
    );
  const answer = (reply: InitiateAuthCommandOutput, code: string) =>
    t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: t.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: reply.Session,
        ChallengeResponses: { USERNAME: reply.ChallengeParameters?.USERNAME ?? '', ANSWER: code },
      }),
    );

  /** A whole sign-in with three codes, the last one from the number's SMS if it brought one, as the caller sees each step. */
  async function signInWithThreeCodes(phoneNumber: string) {
    const first = await start(phoneNumber);
    const second = await answer(first, '123456');
    const third = await answer(second, '654321');
    const fromSms = t.latestCode(phoneNumber) ?? '111111';
    const last = await answer(third, fromSms).catch((error: unknown) => error);
    return [first, second, third, last].map(visible);
  }

  it('should give both numbers the same challenge, the same steps and the same final refusal', async () => {
    const numbers = await disabledAndUnknown();
    const disabled = await signInWithThreeCodes(numbers.disabled);
    const unknown = await signInWithThreeCodes(numbers.unknown);
    expect(disabled).toEqual(unknown);
    expect(disabled[0]).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE', usernameIsUuid: true });
    expect(disabled[0]?.rest).toEqual({ deliveryMedium: 'SMS' });
    expect(disabled[3]).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('should text the owner of the disabled number why, in the account language, and the unknown number nothing', async () => {
    const { disabled, unknown } = await disabledAndUnknown();
    await signInWithThreeCodes(disabled);
    await signInWithThreeCodes(unknown);
    const texts = t.outbox.list({ to: disabled, channel: 'sms' }).map((sms) => sms.body);
    expect(texts).toEqual([GREEK_REFUSAL]);
    expect(t.outbox.list({ to: unknown })).toEqual([]);
  });

  it('should throttle the disabled number like any other, with the same refusal, so it cannot be used to spam', async () => {
    const { disabled, unknown } = await disabledAndUnknown();
    const refusals = [];
    for (const phoneNumber of [disabled, unknown]) {
      for (let i = 0; i < 5; i += 1) await start(phoneNumber);
      refusals.push(visible(await start(phoneNumber).catch((error: unknown) => error)));
    }
    expect(refusals[0]).toEqual(refusals[1]);
    expect(refusals[0]).toMatchObject({
      name: 'UserLambdaValidationException',
      message:
        'CreateAuthChallenge failed with error Too many codes requested for this number. Try again in N minutes.',
    });
    expect(t.outbox.list({ to: disabled, channel: 'sms' })).toHaveLength(5);
  });

  it('should sign the partner in again once its record allows it, and refuse its refresh token once it is disabled', async () => {
    const phoneNumber = freshNumber();
    const partnerId = await t.createUser(phoneNumber, {
      phone_number: phoneNumber,
      'custom:role': 'EMPLOYEE',
    });
    await setStatus(partnerId, 'VERIFIED');
    const challenge = await start(phoneNumber);
    const signedIn = await answer(challenge, t.latestCode(phoneNumber) ?? '');
    const refreshToken = signedIn.AuthenticationResult?.RefreshToken ?? '';
    expect(refreshToken).not.toBe('');
    await setStatus(partnerId, 'DISABLED');
    const refresh = t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    await expect(refresh).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreTokenGeneration failed with error Your sign-in is no longer valid. Please sign in again.',
    });
  });
});
