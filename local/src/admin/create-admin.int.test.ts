import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRepositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { cognitoClient } from '../seed/cognito-users';
import { startAccountsTwin } from '../testing/accounts-twin';

import { authenticatorCode } from './authenticator-enrolment';
import { createFirstAdministrator } from './create-admin';
import { enrolFirstAdministrator } from './enrol-first-administrator';

describe('create-admin: the first administrator of a stage, without the demo', () => {
  let twin: Awaited<ReturnType<typeof startAccountsTwin>>;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let cognito: ReturnType<typeof cognitoClient>;
  const userPoolId = () => process.env.USER_POOL_ID ?? '';

  beforeAll(async () => {
    db = await createTestDb();
    twin = await startAccountsTwin();
    cognito = cognitoClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'eu-central-1' });
  });
  afterAll(async () => {
    cognito.destroy();
    await twin.stop();
  });

  it('should create one ACTIVE SYSTEM_USER record whose id is the sub of a sign-in that works', async () => {
    const { user, password } = await createFirstAdministrator(
      { db: db.service, cognito, userPoolId: userPoolId() },
      { email: 'Eleni@CareShift.example', firstName: 'Eleni', lastName: 'Georgiou' },
    );
    expect(user).toMatchObject({ email: 'eleni@careshift.example', status: 'ACTIVE', firstName: 'Eleni' });
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const claims = await twin.signIn('eleni@careshift.example', password);
    expect(claims).toMatchObject({ sub: user.id, role: 'SYSTEM_USER' });
    const stored = await createRepositories(db.service).systemUsers.getSystemUser(user.id);
    expect(stored?.email).toBe('eleni@careshift.example');
  });

  it('should refuse an e-mail that already signs in, and write no second record', async () => {
    const target = { db: db.service, cognito, userPoolId: userPoolId() };
    const admin = { email: 'andreas@careshift.example', firstName: 'Andreas', lastName: 'Ioannou' };
    await createFirstAdministrator(target, admin);
    await expect(createFirstAdministrator(target, admin)).rejects.toThrow();
    const page = await createRepositories(db.service).systemUsers.listSystemUsers({ statuses: ['ACTIVE'] });
    expect(page.items.filter((item) => item.email === admin.email)).toHaveLength(1);
  });

  it('should refuse a missing name before touching the user pool', async () => {
    await expect(
      createFirstAdministrator(
        { db: db.service, cognito, userPoolId: userPoolId() },
        { email: 'nobody@careshift.example', firstName: '', lastName: 'X' },
      ),
    ).rejects.toThrow();
    expect(await twin.getUser('nobody@careshift.example')).toBeUndefined();
  });

  it('should enrol the administrator authenticator app from the printed key, after a wrong code', async () => {
    const target = { db: db.service, cognito, userPoolId: userPoolId() };
    const { user, password } = await createFirstAdministrator(target, {
      email: 'thea@careshift.example',
      firstName: 'Thea',
      lastName: 'Nikolaou',
    });
    const printed: string[] = [];
    const typed: string[] = [];
    // The operator's phone: reads the key create-admin printed and types what the app shows.
    const keyOf = () => /enter the key ([A-Z2-7]+)/.exec(printed.join('\n'))?.[1] ?? '';
    const enrolled = await enrolFirstAdministrator(
      { cognito, userPoolId: userPoolId(), userPoolClientId: process.env.USER_POOL_CLIENT_ID ?? '' },
      { email: user.email, password },
      {
        print: (line) => printed.push(line),
        ask: async () => {
          const code = typed.length === 0 ? '000000' : authenticatorCode(keyOf());
          typed.push(code);
          return code;
        },
      },
    );
    expect(enrolled).toBe(true);
    expect(typed).toHaveLength(2);
    const output = printed.join('\n');
    expect(output).toContain('otpauth://totp/CareShift:thea%40careshift.example?');
    expect(output).toMatch(/[▀▄█]/);
    expect(output).toContain('That code is not right.');
    expect(output).toContain('The authenticator app is on');
    // The password alone no longer signs in: the pool asks for the app's code.
    const signIn = await cognito.send(
      new InitiateAuthCommand({
        ClientId: process.env.USER_POOL_CLIENT_ID ?? '',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: password },
      }),
    );
    expect(signIn).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(signIn.AuthenticationResult).toBeUndefined();
    const account = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: user.email }),
    );
    expect(account).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
  });

  it('should leave the app to the first sign-in when no code is typed', async () => {
    const target = { db: db.service, cognito, userPoolId: userPoolId() };
    const { user, password } = await createFirstAdministrator(target, {
      email: 'ioanna@careshift.example',
      firstName: 'Ioanna',
      lastName: 'Petrou',
    });
    const printed: string[] = [];
    const enrolled = await enrolFirstAdministrator(
      { cognito, userPoolId: userPoolId(), userPoolClientId: process.env.USER_POOL_CLIENT_ID ?? '' },
      { email: user.email, password },
      { print: (line) => printed.push(line), ask: async () => undefined },
    );
    expect(enrolled).toBe(false);
    expect(printed.at(-1)).toContain('sets it up at the first sign-in');
    expect(await twin.signIn(user.email, password)).toMatchObject({ role: 'SYSTEM_USER' });
  });
});
