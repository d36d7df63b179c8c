import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRepositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { startAccountsTwin } from '@careshift/lambdas/accounts/testing/accounts-twin';

import { cognitoClient } from '../seed/cognito-users';

import { createFirstAdministrator } from './create-admin';

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
});
