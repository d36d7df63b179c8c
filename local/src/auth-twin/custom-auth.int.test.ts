import {
  AdminDisableUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInCodeDependencies } from '@careshift/lambdas/auth/otp-dependencies';
import { createCreateAuthChallengeHandler } from '@careshift/lambdas/triggers/create-auth-challenge';
import { createVerifyAuthChallengeHandler } from '@careshift/lambdas/triggers/verify-auth-challenge';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('auth twin: partner sign-in with an SMS code (CUSTOM_AUTH)', () => {
  let t: TestAuthTwin;
  let partnerId: string;

  beforeAll(async () => {
    t = await startTestAuthTwin();
    partnerId = await t.createUser('+35799000001', { 'custom:role': 'EMPLOYEE', locale: 'en' });
  });
  afterAll(() => t.stop());

  const start = (phoneNumber: string, clientMetadata?: Record<string, string>) =>
    t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: phoneNumber },
        ClientMetadata: clientMetadata,
      }),
    );
  const answer = (session: string | undefined, username: string, code: string) =>
    t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: t.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: session,
        ChallengeResponses: { USERNAME: username, ANSWER: code },
      }),
    );
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('should sign a partner in with the code from the SMS and put the role in the ID token', async () => {
    const challenge = await start('+35799000001');
    expect(challenge.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(challenge.ChallengeParameters).toEqual({
      USERNAME: partnerId,
      deliveryMedium: 'SMS',
      destination: '+*******0001',
    });
    const sms = t.outbox.latest('+35799000001', 'sms');
    expect(sms?.body).toMatch(/^Your CareShift code is \d{6}\. It expires in 5 minutes\.$/);
    const signedIn = await answer(challenge.Session, partnerId, t.latestCode('+35799000001') ?? '');
    const idToken = signedIn.AuthenticationResult?.IdToken ?? '';
    const claims = await t.idTokenVerifier.verify(idToken);
    expect(claims).toMatchObject({
      sub: partnerId,
      role: 'EMPLOYEE',
      phone_number: '+35799000001',
      token_use: 'id',
    });
    expect(signedIn.AuthenticationResult?.RefreshToken).toBeTruthy();
  });

  it("should text the code in the account's saved language, else in the sign-in's (issue 32)", async () => {
    await start('+35799000001', { language: 'el' });
    expect(t.outbox.latest('+35799000001', 'sms')?.body).toMatch(/^Your CareShift code is \d{6}\./);
    await t.createUser('+35799000021', { 'custom:role': 'EMPLOYEE' });
    await start('+35799000021', { language: 'el' });
    expect(t.outbox.latest('+35799000021', 'sms')?.body).toMatch(/^Κωδικός επαλήθευσης CareShift: \d{6}\./);
  });

  it('should let a partner retry after 2 wrong codes with the same code and no new SMS', async () => {
    const id = await t.createUser('+35799000011', { 'custom:role': 'EMPLOYEE' });
    const first = await start('+35799000011');
    const code = t.latestCode('+35799000011') ?? '';
    const second = await answer(first.Session, id, wrong(code));
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const third = await answer(second.Session, id, wrong(code));
    expect(third.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const signedIn = await answer(third.Session, id, code);
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
    expect(t.outbox.list({ to: '+35799000011', channel: 'sms' })).toHaveLength(1);
  });

  it('should fail at the 3rd wrong code so that a 4th attempt fails even with the right code', async () => {
    const id = await t.createUser('+35799000012', { 'custom:role': 'EMPLOYEE' });
    const first = await start('+35799000012');
    const code = t.latestCode('+35799000012') ?? '';
    const second = await answer(first.Session, id, wrong(code));
    const third = await answer(second.Session, id, wrong(code));
    await expect(answer(third.Session, id, wrong(code))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(answer(third.Session, id, code)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    const again = await start('+35799000012');
    const signedIn = await answer(again.Session, id, t.latestCode('+35799000012') ?? '');
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('should refuse a session answered with another USERNAME', async () => {
    const first = await start('+35799000001');
    await expect(
      answer(first.Session, 'someone-else', t.latestCode('+35799000001') ?? ''),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
  });

  it('should refuse a disabled partner', async () => {
    await t.createUser('+35799000013', { 'custom:role': 'EMPLOYEE' });
    await t.client.send(new AdminDisableUserCommand({ UserPoolId: t.userPoolId, Username: '+35799000013' }));
    await expect(start('+35799000013')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    expect(t.outbox.list({ to: '+35799000013' })).toEqual([]);
  });

  it('should answer an unknown number exactly like a known one and text nothing', async () => {
    const challenge = await start('+35799000099');
    expect(challenge.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(Object.keys(challenge.ChallengeParameters ?? {}).sort()).toEqual([
      'USERNAME',
      'deliveryMedium',
      'destination',
    ]);
    const username = challenge.ChallengeParameters?.USERNAME ?? '';
    expect(username).toMatch(UUID);
    expect((await start('+35799000099')).ChallengeParameters?.USERNAME).toBe(username);
    expect(t.outbox.list({ to: '+35799000099' })).toEqual([]);
    const second = await answer(challenge.Session, username, '123456');
    const third = await answer(second.Session, username, '654321');
    expect(third.ChallengeName).toBe('CUSTOM_CHALLENGE');
    await expect(answer(third.Session, username, '111111')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('should refuse the 6th code for a number within the hour with the wait, known or unknown', async () => {
    await t.createUser('+35799000002', { 'custom:role': 'EMPLOYEE' });
    for (const phoneNumber of ['+35799000002', '+35799000098']) {
      for (let i = 0; i < 5; i += 1) await start(phoneNumber);
      await expect(start(phoneNumber)).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: expect.stringMatching(
          /^CreateAuthChallenge failed with error Too many codes requested for this number\. Try again in \d+ minutes?\.$/,
        ),
      });
    }
    expect(t.outbox.list({ to: '+35799000002', channel: 'sms' })).toHaveLength(5);
  });
});

describe('auth twin: code expiry (clock injected into the triggers)', () => {
  let now = Date.parse('2026-03-02T10:00:00Z');
  const clock = () => new Date(now);
  let t: TestAuthTwin;

  beforeAll(async () => {
    t = await startTestAuthTwin({
      clock,
      authSessionValiditySeconds: 15 * 60,
      triggers: {
        createAuthChallenge: createCreateAuthChallengeHandler(() => ({ ...signInCodeDependencies(), clock })),
        verifyAuthChallengeResponse: createVerifyAuthChallengeHandler(clock),
      },
    });
    await t.createUser('+35799000003', { 'custom:role': 'EMPLOYEE' });
  });
  afterAll(() => t.stop());

  it('should refuse the right code after 5 minutes and keep refusing it', async () => {
    const first = await t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: '+35799000003' },
      }),
    );
    const username = first.ChallengeParameters?.USERNAME ?? '';
    const code = t.latestCode('+35799000003') ?? '';
    now += 5 * 60 * 1000 + 1000;
    const respond = (session?: string) =>
      t.client.send(
        new RespondToAuthChallengeCommand({
          ClientId: t.clientId,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: session,
          ChallengeResponses: { USERNAME: username, ANSWER: code },
        }),
      );
    const second = await respond(first.Session);
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(second.AuthenticationResult).toBeUndefined();
    const third = await respond(second.Session);
    await expect(respond(third.Session)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('should accept the right code just before it expires', async () => {
    const first = await t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: '+35799000003' },
      }),
    );
    now += 5 * 60 * 1000 - 1000;
    const signedIn = await t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: t.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: first.Session,
        ChallengeResponses: {
          USERNAME: first.ChallengeParameters?.USERNAME ?? '',
          ANSWER: t.latestCode('+35799000003') ?? '',
        },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });
});
