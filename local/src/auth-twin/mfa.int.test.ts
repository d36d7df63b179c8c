import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';
import { totpCode } from './totp';

const PASSWORD = 'a-long-password-1';

describe('auth twin: software token (TOTP) MFA as Cognito does it', () => {
  let t: TestAuthTwin;
  let now = new Date('2030-01-01T10:00:00Z');

  beforeAll(async () => {
    t = await startTestAuthTwin({ clock: () => now });
  });
  afterAll(() => t.stop());

  const signIn = (username: string, password = PASSWORD) =>
    t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  const answer = (session: string | undefined, code: string, username: string) =>
    t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: t.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );

  /** A signed-in user with a verified software token and MFA on; returns the secret. */
  async function enrolled(email: string, role = 'SYSTEM_USER'): Promise<string> {
    await t.createUser(email, { 'custom:role': role }, PASSWORD);
    const accessToken = (await signIn(email)).AuthenticationResult?.AccessToken;
    const { SecretCode } = await t.client.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    const secret = SecretCode ?? '';
    await t.client.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret, now) }),
    );
    await t.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  }

  it('should associate a base32 secret, verify it with its code, and turn MFA on', async () => {
    await t.createUser('ada@careshift.example', { 'custom:role': 'SYSTEM_USER' }, PASSWORD);
    const first = await signIn('ada@careshift.example');
    const accessToken = first.AuthenticationResult?.AccessToken;
    const { SecretCode, Session } = await t.client.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    expect(SecretCode).toMatch(/^[A-Z2-7]{52}$/);
    expect(Session).toBeUndefined();
    await expect(
      t.client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: '000000' })),
    ).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    // Not verified yet: MFA cannot be turned on.
    await expect(
      t.client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'User has not verified software token mfa',
    });
    const verified = await t.client.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode ?? '', now) }),
    );
    expect(verified.Status).toBe('SUCCESS');
    // Verified but not on: sign-in still needs the password only, and the pool reports no MFA.
    expect((await signIn('ada@careshift.example')).AuthenticationResult).toBeDefined();
    const before = await t.client.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: 'ada@careshift.example' }),
    );
    expect(before.UserMFASettingList).toBeUndefined();
    await t.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const after = await t.client.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: 'ada@careshift.example' }),
    );
    expect(after).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    const own = await t.client.send(new GetUserCommand({ AccessToken: accessToken }));
    expect(own.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('should challenge every password sign-in, refuse a wrong code and accept a right one (±30 s)', async () => {
    const secret = await enrolled('bea@careshift.example');
    const started = await signIn('bea@careshift.example');
    expect(started).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: {} });
    expect(started.AuthenticationResult).toBeUndefined();
    await expect(answer(started.Session, '123456', 'bea@careshift.example')).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    // The same session may be answered again after a wrong code.
    const previousStep = totpCode(secret, new Date(now.getTime() - 30_000));
    const done = await answer(started.Session, previousStep, 'bea@careshift.example');
    const claims = await t.idTokenVerifier.verify(done.AuthenticationResult?.IdToken ?? '');
    expect(claims).toMatchObject({ email: 'bea@careshift.example', role: 'SYSTEM_USER', mfa: 'totp' });
    // A finished sign-in's session is used up.
    await expect(
      answer(started.Session, totpCode(secret, now), 'bea@careshift.example'),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    // Two steps away is too far.
    const late = await signIn('bea@careshift.example');
    const twoStepsAgo = totpCode(secret, new Date(now.getTime() - 60_000));
    await expect(answer(late.Session, twoStepsAgo, 'bea@careshift.example')).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
  });

  it('should end the sign-in after five wrong codes, and when the session expired', async () => {
    const secret = await enrolled('cy@careshift.example', 'OWNER');
    const { Session } = await signIn('cy@careshift.example');
    for (let i = 0; i < 5; i += 1) {
      await expect(answer(Session, '000001', 'cy@careshift.example')).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    await expect(answer(Session, totpCode(secret, now), 'cy@careshift.example')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    const slow = await signIn('cy@careshift.example');
    const at = now;
    now = new Date(at.getTime() + 6 * 60_000);
    try {
      await expect(answer(slow.Session, totpCode(secret, now), 'cy@careshift.example')).rejects.toMatchObject(
        {
          name: 'NotAuthorizedException',
          message: 'Invalid session for the user, session is expired.',
        },
      );
    } finally {
      now = at;
    }
  });

  it('should give an organisation user no mfa claim (the API requires it of administrators only)', async () => {
    const secret = await enrolled('dora@clinic.example', 'OWNER');
    const { Session } = await signIn('dora@clinic.example');
    const done = await answer(Session, totpCode(secret, now), 'dora@clinic.example');
    const claims = await t.idTokenVerifier.verify(done.AuthenticationResult?.IdToken ?? '');
    expect(claims).toMatchObject({ role: 'OWNER' });
    expect(claims).not.toHaveProperty('mfa');
  });

  it('should let an operator turn a user MFA off, and refuse SMS MFA the pool does not offer', async () => {
    await enrolled('eli@careshift.example');
    await t.client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: t.userPoolId,
        Username: 'eli@careshift.example',
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const plain = await signIn('eli@careshift.example');
    const claims = await t.idTokenVerifier.verify(plain.AuthenticationResult?.IdToken ?? '');
    expect(claims).toMatchObject({ role: 'SYSTEM_USER' });
    expect(claims).not.toHaveProperty('mfa');
    await expect(
      t.client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: t.userPoolId,
          Username: 'eli@careshift.example',
          SMSMfaSettings: { Enabled: true },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('should ask for the app after a new password too (NEW_PASSWORD_REQUIRED, then SOFTWARE_TOKEN_MFA)', async () => {
    const secret = await enrolled('fay@careshift.example');
    await t.client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: t.userPoolId,
        Username: 'fay@careshift.example',
        Password: 'temporary-pass-4',
        Permanent: false,
      }),
    );
    const started = await signIn('fay@careshift.example', 'temporary-pass-4');
    expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const newPassword = await t.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: t.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: started.Session,
        ChallengeResponses: { USERNAME: 'fay@careshift.example', NEW_PASSWORD: 'a-brand-new-pass-5' },
      }),
    );
    expect(newPassword).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    const done = await answer(newPassword.Session, totpCode(secret, now), 'fay@careshift.example');
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('should refuse a session it never issued, and an access token together with a session', async () => {
    await expect(
      t.client.send(new AssociateSoftwareTokenCommand({ Session: 'not-a-session' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid session for the user.' });
    await expect(
      t.client.send(new AssociateSoftwareTokenCommand({ AccessToken: 'x', Session: 'y' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});
