import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  setUpTOTP,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';
import { totpCode } from './totp';

/** aws-amplify v6, unchanged, against the twin through Auth.Cognito.userPoolEndpoint (as the web does). */
describe('auth twin: aws-amplify v6 signs in unchanged', () => {
  let t: TestAuthTwin;
  /** Amplify's token storage (localStorage in the browser), readable by the test. */
  const storage = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestAuthTwin();
    Amplify.configure({
      Auth: {
        Cognito: { userPoolId: t.userPoolId, userPoolClientId: t.clientId, userPoolEndpoint: t.twin.url },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage({
      setItem: async (key, value) => void storage.set(key, value),
      getItem: async (key) => storage.get(key) ?? null,
      removeItem: async (key) => void storage.delete(key),
      clear: async () => storage.clear(),
    });
    await t.createUser('admin@careshift.example', { 'custom:role': 'SYSTEM_USER' }, 'first-secret-1');
    await t.createUser('+35799222222', { 'custom:role': 'EMPLOYEE' });
    await t.createUser('totp@careshift.example', { 'custom:role': 'SYSTEM_USER' }, 'totp-password-1');
  });
  afterEach(() => signOut());
  afterAll(() => t.stop());

  /** The session's ID token, after a forced refresh when asked; fails the test when there is none. */
  async function sessionIdToken(forceRefresh: boolean) {
    const idToken = (await fetchAuthSession({ forceRefresh })).tokens?.idToken;
    if (!idToken) throw new Error('The session holds no ID token.');
    return idToken;
  }

  /** A forced refresh gives a new ID token, with the same claims, that verifies. */
  async function expectRefreshedIdToken() {
    const first = await sessionIdToken(false);
    expect(first.payload.role).toBe('SYSTEM_USER');
    const refreshed = await sessionIdToken(true);
    expect(refreshed.toString()).not.toBe(first.toString());
    expect(refreshed.payload).toMatchObject({ role: 'SYSTEM_USER', email: 'admin@careshift.example' });
    await t.idTokenVerifier.verify(refreshed.toString());
  }

  /** GetTokensFromRefreshToken called directly: the twin's JSON answer. */
  async function refreshWith(refreshToken: string | undefined) {
    const response = await fetch(t.twin.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: t.clientId, RefreshToken: refreshToken }),
    });
    return response.json();
  }

  it('should sign in by e-mail, refresh on demand and sign out', async () => {
    const result = await signIn({
      username: 'admin@careshift.example',
      password: 'first-secret-1',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expectRefreshedIdToken();
    expect((await fetchUserAttributes()).email).toBe('admin@careshift.example');
    const refreshToken = [...storage].find(([key]) => key.endsWith('.refreshToken'))?.[1];
    expect(refreshToken).toBeTruthy();
    await signOut();
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
    expect(await refreshWith(refreshToken)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('should show the service message when the password is wrong', async () => {
    await expect(
      signIn({
        username: 'admin@careshift.example',
        password: 'nope-nope',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('should sign a partner in with the SMS code after a wrong one', async () => {
    const started = await signIn({
      username: '+35799222222',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    });
    expect(started.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { USERNAME: expect.any(String), deliveryMedium: 'SMS', destination: '+*******2222' },
    });
    const code = t.latestCode('+35799222222') ?? '';
    const wrong = await confirmSignIn({ challengeResponse: code === '000000' ? '000001' : '000000' });
    expect(wrong.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(await confirmSignIn({ challengeResponse: code })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload).toMatchObject({ role: 'EMPLOYEE', phone_number: '+35799222222' });
    expect((await getCurrentUser()).userId).toBe(tokens?.idToken?.payload.sub);
  });

  it('should enrol the authenticator app, get the mfa claim on refresh, and sign in with its code', async () => {
    const username = 'totp@careshift.example';
    const password = 'totp-password-1';
    const options = { authFlowType: 'USER_PASSWORD_AUTH' } as const;
    expect((await signIn({ username, password, options })).isSignedIn).toBe(true);
    expect((await fetchAuthSession()).tokens?.idToken?.payload.mfa).toBeUndefined();
    const setup = await setUpTOTP();
    const uri = setup.getSetupUri('CareShift', username);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.sharedSecret);
    await expect(verifyTOTPSetup({ code: '000000' })).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    await verifyTOTPSetup({ code: totpCode(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.idToken?.payload).toMatchObject({ role: 'SYSTEM_USER', mfa: 'totp' });
    await signOut();

    const started = await signIn({ username, password, options });
    expect(started).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const done = await confirmSignIn({ challengeResponse: totpCode(setup.sharedSecret) });
    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await fetchAuthSession()).tokens?.idToken?.payload).toMatchObject({ mfa: 'totp' });
  });
});
