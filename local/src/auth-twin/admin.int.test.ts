import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestAuthTwin } from './test-support';
import type { TestAuthTwin } from './test-support';

describe('auth twin: the administrator calls our Lambdas make', () => {
  let t: TestAuthTwin;
  let ownerId: string;
  let partnerId: string;

  beforeAll(async () => {
    t = await startTestAuthTwin();
    ownerId = await t.createUser(
      'owner@care.example',
      { 'custom:role': 'OWNER', 'custom:companyId': 'C-9' },
      'first-secret-1',
    );
    partnerId = await t.createUser('+35799111111', {
      email: 'nurse@care.example',
      'custom:role': 'EMPLOYEE',
    });
    await t.createUser(
      'other@care.example',
      { 'custom:role': 'CLIENT', 'custom:companyId': 'C-9' },
      'first-secret-1',
    );
  });
  afterAll(() => t.stop());

  const list = (Filter?: string, extra: { Limit?: number; PaginationToken?: string } = {}) =>
    t.client.send(new ListUsersCommand({ UserPoolId: t.userPoolId, Filter, ...extra }));
  const signIn = (username: string) =>
    t.client.send(
      new InitiateAuthCommand({
        ClientId: t.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: 'first-secret-1' },
      }),
    );

  it('should create users under a UUID user name with the e-mail or phone from Username', async () => {
    const owner = await t.client.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: 'owner@care.example' }),
    );
    expect(owner.Username).toBe(ownerId);
    expect(owner.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: ownerId },
        { Name: 'email', Value: 'owner@care.example' },
        { Name: 'custom:role', Value: 'OWNER' },
      ]),
    );
    expect(owner).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
    expect(owner.UserCreateDate).toBeInstanceOf(Date);
    const partner = await t.client.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: partnerId }),
    );
    expect(partner.UserAttributes).toContainEqual({ Name: 'phone_number', Value: '+35799111111' });
    expect(partner.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('should refuse a second account with the same e-mail or phone number', async () => {
    const create = (Username: string) =>
      t.client.send(
        new AdminCreateUserCommand({ UserPoolId: t.userPoolId, Username, MessageAction: 'SUPPRESS' }),
      );
    await expect(create('OWNER@care.example')).rejects.toMatchObject({ name: 'UsernameExistsException' });
    await expect(create('+35799111111')).rejects.toMatchObject({ name: 'UsernameExistsException' });
    await expect(create('not a name')).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('should refuse attributes outside the schema and malformed numbers', async () => {
    const create = (Name: string, Value: string) =>
      t.client.send(
        new AdminCreateUserCommand({
          UserPoolId: t.userPoolId,
          Username: `x${Name.length}@care.example`,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name, Value }],
        }),
      );
    await expect(create('custom:isAdmin', 'yes')).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(create('phone_number', '99123456')).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid phone number format.',
    });
  });

  it('should find users by e-mail, phone number, sub and prefix, page by page', async () => {
    const byEmail = await list('email = "owner@care.example"');
    expect(byEmail.Users?.map((u) => u.Username)).toEqual([ownerId]);
    const byPhone = await list('phone_number = "+35799111111"');
    expect(byPhone.Users?.map((u) => u.Username)).toEqual([partnerId]);
    const bySub = await list(`sub = "${partnerId}"`);
    expect(bySub.Users?.map((u) => u.Username)).toEqual([partnerId]);
    expect((await list('email ^= "o"')).Users).toHaveLength(2);
    expect((await list('email = "nobody@care.example"')).Users).toEqual([]);
    const first = await list(undefined, { Limit: 2 });
    expect(first.Users).toHaveLength(2);
    const second = await list(undefined, { Limit: 2, PaginationToken: first.PaginationToken });
    expect(second.Users).toHaveLength(1);
    expect(second.PaginationToken).toBeUndefined();
    await expect(list('role = "OWNER"')).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('should put a changed role into the next token', async () => {
    await t.client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: t.userPoolId,
        Username: 'other@care.example',
        UserAttributes: [{ Name: 'custom:role', Value: 'OWNER' }],
      }),
    );
    const { AuthenticationResult } = await signIn('other@care.example');
    expect((await t.idTokenVerifier.verify(AuthenticationResult?.IdToken ?? '')).role).toBe('OWNER');
  });

  it('should keep a changed e-mail pending with a code sent to it, and refuse one another user has', async () => {
    const update = (Value: string) =>
      t.client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: t.userPoolId,
          Username: partnerId,
          UserAttributes: [{ Name: 'email', Value }],
        }),
      );
    await expect(update('owner@care.example')).rejects.toMatchObject({ name: 'AliasExistsException' });
    await update('nurse2@care.example');
    const partner = await t.client.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: partnerId }),
    );
    expect(partner.UserAttributes).toContainEqual({ Name: 'email', Value: 'nurse@care.example' });
    expect(t.outbox.latest('nurse2@care.example', 'email')?.body).toMatch(/\b\d{6}\b/);
  });

  it('should delete a user so that sign-in and lookups fail', async () => {
    await t.createUser('gone@care.example', {}, 'first-secret-1');
    await t.client.send(
      new AdminDeleteUserCommand({ UserPoolId: t.userPoolId, Username: 'gone@care.example' }),
    );
    await expect(signIn('gone@care.example')).rejects.toMatchObject({
      message: 'Incorrect username or password.',
    });
    await expect(
      t.client.send(new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: 'gone@care.example' })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });

  it('should refuse calls for another user pool', async () => {
    await expect(
      t.client.send(new AdminGetUserCommand({ UserPoolId: 'eu-central-1_Other', Username: ownerId })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
