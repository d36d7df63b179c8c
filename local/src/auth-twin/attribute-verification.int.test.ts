import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CustomMessageTriggerEvent, PostConfirmationTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';

const HOUR = 3_600_000;

describe('auth twin: e-mail changes, code messages and post confirmation, as Cognito', () => {
  let t: TestAuthTwin;
  let offset = 0;
  const messageEvents: CustomMessageTriggerEvent[] = [];
  const confirmations: PostConfirmationTriggerEvent[] = [];

  beforeAll(async () => {
    t = await startTestAuthTwin({
      clock: () => new Date(Date.now() + offset),
      triggers: {
        customMessage: async (event) => {
          messageEvents.push(event);
          if (event.triggerSource === 'CustomMessage_ForgotPassword') {
            event.response.emailSubject = 'Our reset';
            event.response.emailMessage = `Code ${event.request.codeParameter} for ${event.request.userAttributes.email}`;
          }
          return event;
        },
        postConfirmation: async (event) => {
          confirmations.push(event);
          return event;
        },
      },
    });
  });
  /** Each test signs in, resets and changes e-mails on a user of its own, so any order works. */
  const newUser = (email: string) =>
    t.createUser(email, { email_verified: 'true', locale: 'el' }, 'first-secret-1');
  afterAll(() => t.stop());

  const signIn = async (username: string) => {
    const { AuthenticationResult } = await t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: 'first-secret-1' },
      }),
    );
    return AuthenticationResult?.AccessToken ?? '';
  };
  const codeTo = (email: string) =>
    /\b(\d{6})\b/.exec(t.outbox.latest(email, 'email')?.body ?? '')?.[1] ?? '';
  const verify = (AccessToken: string, Code: string) =>
    t.client.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code }));
  const emailOf = async (username: string) => {
    const user = await t.client.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: username }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  };

  it('should write the reset e-mail with the CustomMessage trigger and put the code in its placeholder', async () => {
    await newUser('eleni@care.example');
    await t.client.send(new ForgotPasswordCommand({ ClientId: t.clientId, Username: 'eleni@care.example' }));
    const mail = t.outbox.latest('eleni@care.example', 'email');
    expect(mail?.subject).toBe('Our reset');
    expect(mail?.body).toMatch(/^Code \d{6} for eleni@care\.example$/);
    expect(messageEvents.at(-1)).toMatchObject({
      triggerSource: 'CustomMessage_ForgotPassword',
      request: { codeParameter: '{####}', userAttributes: { email: 'eleni@care.example', locale: 'el' } },
    });
  });

  it('should run PostConfirmation_ConfirmForgotPassword after a reset with the code', async () => {
    await newUser('sofia@care.example');
    await t.client.send(new ForgotPasswordCommand({ ClientId: t.clientId, Username: 'sofia@care.example' }));
    await t.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: t.clientId,
        Username: 'sofia@care.example',
        ConfirmationCode: codeTo('sofia@care.example'),
        Password: 'first-secret-1',
      }),
    );
    expect(confirmations.at(-1)).toMatchObject({
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      request: { userAttributes: { email: 'sofia@care.example' } },
    });
  });

  it('should keep the original e-mail until the new one is verified with the code sent to it', async () => {
    await newUser('maria@care.example');
    const userId =
      (
        await t.client.send(
          new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: 'maria@care.example' }),
        )
      ).Username ?? '';
    await t.client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: t.userPoolId,
        Username: userId,
        UserAttributes: [{ Name: 'email', Value: 'maria.new@care.example' }],
      }),
    );
    expect(messageEvents.at(-1)?.triggerSource).toBe('CustomMessage_UpdateUserAttribute');
    // Left to the pool by the trigger: Cognito's default text carries the code.
    expect(t.outbox.latest('maria.new@care.example', 'email')?.body).toMatch(
      /^Your verification code is \d{6}\.$/,
    );
    expect(await emailOf(userId)).toBe('maria@care.example');
    await expect(signIn('maria.new@care.example')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const token = await signIn('maria@care.example');
    const first = codeTo('maria.new@care.example');

    const resent = await t.client.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: token, AttributeName: 'email' }),
    );
    expect(resent.CodeDeliveryDetails).toEqual({
      Destination: 'm***@c***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(messageEvents.at(-1)?.triggerSource).toBe('CustomMessage_VerifyUserAttribute');
    const second = codeTo('maria.new@care.example');
    if (first !== second)
      await expect(verify(token, first)).rejects.toMatchObject({ name: 'CodeMismatchException' });

    offset = 25 * HOUR;
    const later = await signIn('maria@care.example');
    await expect(verify(later, second)).rejects.toMatchObject({ name: 'ExpiredCodeException' });
    offset = 0;
    await verify(token, second);
    expect(await emailOf(userId)).toBe('maria.new@care.example');
    await expect(signIn('maria.new@care.example')).resolves.toBeTruthy();
    await expect(signIn('maria@care.example')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('should change the e-mail at once when the call says it is verified', async () => {
    await newUser('direct@care.example');
    await t.client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: t.userPoolId,
        Username: 'direct@care.example',
        UserAttributes: [
          { Name: 'email', Value: 'direct.new@care.example' },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(await emailOf('direct.new@care.example')).toBe('direct.new@care.example');
    expect(t.outbox.latest('direct.new@care.example', 'email')).toBeUndefined();
  });
});
