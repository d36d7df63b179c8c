import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ERROR_CODES, operationList, systemUserCreate, systemUsersList } from '@careshift/contract';
import { authenticatorCode, startEnrolment } from '@careshift/local/admin/authenticator-enrolment';

import { callApi, signInWithPassword, tamperedToken } from './support/api-client';
import { deliveredTableSnapshot, tableSnapshot } from './support/table-snapshot';
import { systemUserBody } from './support/world';

const stack = inject('securityStack');
const PASSWORD = 'Second-factor-1';

/**
 * Issue 30: administrators act only with the authenticator app (TOTP) on. Cognito cannot require MFA of
 * one group, so the pre-token trigger writes `mfa: totp` into an administrator's token when the app is
 * on, and the one pipeline refuses every administrator operation without it.
 */
describe('second factor of administrators', () => {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.authUrl,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = `second.factor.${Date.now().toString(36)}@security.local`;
  let unenrolled: string;

  beforeAll(async () => {
    const admin = await signInWithPassword(
      stack,
      stack.admin.username,
      stack.admin.password,
      stack.admin.authenticatorSecret,
    );
    const created = await callApi(
      stack,
      systemUserCreate,
      { body: { ...systemUserBody(email), password: PASSWORD } },
      admin,
    );
    expect(created.status).toBe(200);
    unenrolled = await signInWithPassword(stack, email, PASSWORD);
  });
  afterAll(() => cognito.destroy());

  it('should refuse every administrator operation to a sign-in without the app, and write nothing', async () => {
    const before = await deliveredTableSnapshot(stack);
    const adminOperations = operationList.filter(
      (operation) => operation.access !== 'public' && operation.access.includes('SYSTEM_USER'),
    );
    expect(adminOperations.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const operation of adminOperations) {
      // Any id and body: the pipeline refuses before it reads them.
      const path = Object.fromEntries(
        [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x1']),
      );
      const body = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {};
      const reply = await callApi(stack, operation, { path, body }, unenrolled);
      const code = (reply.body as { code?: string } | null)?.code;
      if (reply.status !== 403 || code !== ERROR_CODES.mfaEnrolmentRequired) {
        wrong.push(`${operation.id}: ${reply.status} ${code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableSnapshot(stack)).toEqual(before);
  });

  it('should not take a forged mfa claim', async () => {
    const forged = tamperedToken(unenrolled, { mfa: 'totp' });
    const reply = await callApi(stack, systemUsersList, { query: { statuses: 'ACTIVE' } }, forged);
    expect(reply.status).toBe(401);
  });

  it('should let the same administrator act once the app is on and the sign-in answers its code', async () => {
    const enrolment = await startEnrolment(
      { cognito, userPoolClientId: stack.userPoolClientId },
      email,
      PASSWORD,
    );
    await enrolment.confirm(authenticatorCode(enrolment.secret));
    await enrolment.close();
    // The password alone gets no tokens any more.
    await expect(signInWithPassword(stack, email, PASSWORD)).rejects.toThrow(/could not sign in/);
    const enrolled = await signInWithPassword(stack, email, PASSWORD, enrolment.secret);
    const reply = await callApi(stack, systemUsersList, { query: { statuses: 'ACTIVE' } }, enrolled);
    expect(reply.status).toBe(200);
  });
});
