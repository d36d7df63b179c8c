import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminResetUserPasswordCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';

describe('auth twin: e-mail and password sign-in (USER_PASSWORD_AUTH)', () => {
  let t: TestAuthTwin;

  beforeAll(async () => {
    t = await startTestAuthTwin();
  });
  afterAll(() => t.stop());

  const signIn = (username: string, password: string) =>
    t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  const wrongCredentials = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

  it('should sign a client user in by e-mail with role and company in the ID token', async () => {
    const id = await t.createUser(
      'owner@clinic.example',
      { email_verified: 'true', 'custom:role': 'OWNER', 'custom:companyId': 'C-1' },
      'first-secret-1',
    );
    const { AuthenticationResult: tokens } = await signIn('Owner@Clinic.example', 'first-secret-1');
    expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    const claims = await t.idTokenVerifier.verify(tokens?.IdToken ?? '');
    expect(claims).toMatchObject({
      sub: id,
      'cognito:username': id,
      aud: t.clientId,
      iss: t.twin.issuer,
      email: 'owner@clinic.example',
      email_verified: true,
      role: 'OWNER',
      companyId: 'C-1',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims).not.toHaveProperty('custom:role');
    const user = await t.client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken }));
    expect(user.Username).toBe(id);
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: 'owner@clinic.example' });
  });

  it('should answer a wrong password and an unknown e-mail the same way', async () => {
    await t.createUser('admin@careshift.example', { 'custom:role': 'SYSTEM_USER' }, 'first-secret-1');
    await expect(signIn('admin@careshift.example', 'wrong-password')).rejects.toMatchObject(wrongCredentials);
    await expect(signIn('nobody@careshift.example', 'first-secret-1')).rejects.toMatchObject(
      wrongCredentials,
    );
    await expect(signIn('+35799000001', 'first-secret-1')).rejects.toMatchObject(wrongCredentials);
  });

  it('should refuse a disabled user, also with the refresh token, until enabled again', async () => {
    await t.createUser(
      'disabled@clinic.example',
      { 'custom:role': 'CLIENT', 'custom:companyId': 'C-1' },
      'first-secret-1',
    );
    const { AuthenticationResult: before } = await signIn('disabled@clinic.example', 'first-secret-1');
    await t.client.send(
      new AdminDisableUserCommand({ UserPoolId: t.userPoolId, Username: 'disabled@clinic.example' }),
    );
    await expect(signIn('disabled@clinic.example', 'first-secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(signIn('disabled@clinic.example', 'not-the-password')).rejects.toMatchObject(
      wrongCredentials,
    );
    await expect(
      t.client.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: t.clientId, RefreshToken: before?.RefreshToken }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    await t.client.send(
      new AdminEnableUserCommand({ UserPoolId: t.userPoolId, Username: 'disabled@clinic.example' }),
    );
    await expect(signIn('disabled@clinic.example', 'first-secret-1')).resolves.toHaveProperty(
      'AuthenticationResult',
    );
  });

  it('should refresh tokens with both refresh calls until the sign-in is revoked', async () => {
    await t.createUser(
      'refresh@clinic.example',
      { 'custom:role': 'CLIENT', 'custom:companyId': 'C-2' },
      'first-secret-1',
    );
    const { AuthenticationResult: tokens } = await signIn('refresh@clinic.example', 'first-secret-1');
    const refreshToken = tokens?.RefreshToken ?? '';
    const viaInitiate = await t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    expect(viaInitiate.AuthenticationResult?.RefreshToken).toBeUndefined();
    const refreshed = await t.client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: t.clientId, RefreshToken: refreshToken }),
    );
    const claims = await t.idTokenVerifier.verify(refreshed.AuthenticationResult?.IdToken ?? '');
    expect(claims).toMatchObject({ role: 'CLIENT', companyId: 'C-2', email: 'refresh@clinic.example' });
    await t.client.send(new RevokeTokenCommand({ ClientId: t.clientId, Token: refreshToken }));
    await expect(
      t.client.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: t.clientId, RefreshToken: refreshToken }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    await expect(
      t.client.send(new GetUserCommand({ AccessToken: refreshed.AuthenticationResult?.AccessToken })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    await expect(
      t.client.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: t.clientId, RefreshToken: 'not-a-token' }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });

  it('should end every sign-in of the user on global sign-out', async () => {
    await t.createUser('global@clinic.example', { 'custom:role': 'CLIENT' }, 'first-secret-1');
    const first = (await signIn('global@clinic.example', 'first-secret-1')).AuthenticationResult;
    const second = (await signIn('global@clinic.example', 'first-secret-1')).AuthenticationResult;
    await t.client.send(new GlobalSignOutCommand({ AccessToken: first?.AccessToken }));
    await expect(
      t.client.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: t.clientId, RefreshToken: second?.RefreshToken }),
      ),
    ).rejects.toMatchObject({ message: 'Refresh Token has been revoked' });
    await expect(
      t.client.send(new GetUserCommand({ AccessToken: second?.AccessToken })),
    ).rejects.toMatchObject({
      message: 'Access Token has been revoked',
    });
  });

  it('should reset a forgotten password with the code e-mailed to the outbox', async () => {
    await t.createUser('forgot@clinic.example', { email_verified: 'true', locale: 'en' }, 'first-secret-1');
    const sent = await t.client.send(
      new ForgotPasswordCommand({ ClientId: t.clientId, Username: 'forgot@clinic.example' }),
    );
    expect(sent.CodeDeliveryDetails).toEqual({
      Destination: 'f***@c***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const mail = t.outbox.latest('forgot@clinic.example', 'email');
    expect(mail?.subject).toBe('Reset your CareShift password');
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const confirm = (ConfirmationCode: string, Password = 'a-new-secret-3') =>
      t.client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: t.clientId,
          Username: 'forgot@clinic.example',
          ConfirmationCode,
          Password,
        }),
      );
    await expect(confirm(code, '12345')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await expect(confirm(code === '000000' ? '000001' : '000000')).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await confirm(code);
    await expect(signIn('forgot@clinic.example', 'first-secret-1')).rejects.toMatchObject(wrongCredentials);
    await expect(signIn('forgot@clinic.example', 'a-new-secret-3')).resolves.toHaveProperty(
      'AuthenticationResult',
    );
    await expect(confirm(code)).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });

  it('should answer a forgotten password of an unknown or unverified e-mail alike and send nothing', async () => {
    await t.createUser('unverified@clinic.example', {}, 'first-secret-1');
    const unverified = await t.client.send(
      new ForgotPasswordCommand({ ClientId: t.clientId, Username: 'unverified@clinic.example' }),
    );
    expect(unverified.CodeDeliveryDetails?.Destination).toBe('u***@c***');
    expect(t.outbox.list({ to: 'unverified@clinic.example' })).toEqual([]);
    const sent = await t.client.send(
      new ForgotPasswordCommand({ ClientId: t.clientId, Username: 'ghost@clinic.example' }),
    );
    expect(sent.CodeDeliveryDetails).toEqual({
      Destination: 'g***@c***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(t.outbox.list({ to: 'ghost@clinic.example' })).toEqual([]);
    await expect(
      t.client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: t.clientId,
          Username: 'ghost@clinic.example',
          ConfirmationCode: '123456',
          Password: 'a-new-secret-3',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });

  it('should require a new password at the first sign-in with a temporary one', async () => {
    await t.client.send(
      new AdminCreateUserCommand({
        UserPoolId: t.userPoolId,
        Username: 'new@clinic.example',
        TemporaryPassword: 'temporary-pass-4',
        UserAttributes: [{ Name: 'custom:role', Value: 'CLIENT' }],
      }),
    );
    expect(t.outbox.latest('new@clinic.example', 'email')?.body).toContain('temporary-pass-4');
    const challenge = await signIn('new@clinic.example', 'temporary-pass-4');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const username = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
    const done = await t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: t.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'chosen-password-5' },
      }),
    );
    expect((await t.idTokenVerifier.verify(done.AuthenticationResult?.IdToken ?? '')).role).toBe('CLIENT');
    await expect(signIn('new@clinic.example', 'chosen-password-5')).resolves.toHaveProperty(
      'AuthenticationResult',
    );
  });

  it('should change the password of the signed-in user only with the current one', async () => {
    await t.createUser('change@clinic.example', {}, 'first-secret-1');
    const tokens = (await signIn('change@clinic.example', 'first-secret-1')).AuthenticationResult;
    const change = (PreviousPassword: string) =>
      t.client.send(
        new ChangePasswordCommand({
          AccessToken: tokens?.AccessToken,
          PreviousPassword,
          ProposedPassword: 'second-secret-2',
        }),
      );
    await expect(change('wrong1')).rejects.toMatchObject(wrongCredentials);
    await change('first-secret-1');
    await expect(signIn('change@clinic.example', 'second-secret-2')).resolves.toHaveProperty(
      'AuthenticationResult',
    );
  });

  it('should make the next password sign-in reset first after an administrator reset', async () => {
    await t.createUser('reset@clinic.example', {}, 'first-secret-1');
    await t.client.send(
      new AdminResetUserPasswordCommand({ UserPoolId: t.userPoolId, Username: 'reset@clinic.example' }),
    );
    await expect(signIn('reset@clinic.example', 'first-secret-1')).rejects.toMatchObject({
      name: 'PasswordResetRequiredException',
    });
    expect(t.outbox.latest('reset@clinic.example', 'email')?.body).toMatch(/\d{6}/);
  });
});
