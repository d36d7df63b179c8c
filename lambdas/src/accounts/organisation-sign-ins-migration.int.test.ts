import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRepositories } from '@careshift/db';
import type { ClientUserRecord } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import type { ClientStatus, ClientUserStatus } from '@careshift/domain';
import { startAccountsTwin } from '@careshift/local/testing/accounts-twin';
import type { AccountsTwin } from '@careshift/local/testing/accounts-twin';

import { createCognitoAccounts } from './cognito-accounts';
import type { CognitoAccounts } from './cognito-accounts';
import { migrateOrganisationSignIns } from './organisation-sign-ins-migration';
import { REFUSED_UNTIL_ALLOWED, withSignInRevocation } from './revoking-accounts';

const AT = '2026-01-01T08:00:00.000Z';
const context = { at: AT, actor: { id: 'admin-1', role: 'SYSTEM_USER' as const } };

/**
 * Users an earlier version disabled in the pool with their organisation (before the pre-token trigger
 * refused a DISABLED organisation's users, issue 32) are brought to today's design once.
 */
describe('organisation sign-ins migration', () => {
  let twin: AccountsTwin;
  let accounts: CognitoAccounts;
  let repos: ReturnType<typeof createRepositories>;

  /** An organisation whose users' accounts the old design disabled (all of them, with the organisation). */
  async function organisation(clientId: string, status: ClientStatus, users: ClientUserStatus[]) {
    const records: ClientUserRecord[] = [];
    for (const [i, userStatus] of users.entries()) {
      const email = `user${i}@${clientId}.example`;
      const account = await accounts.createAccount({
        username: email,
        email,
        password: 'first-secret-1',
        role: i === 0 ? 'OWNER' : 'CLIENT',
        companyId: clientId,
        enabled: false,
      });
      records.push({
        userId: account.username,
        clientId,
        firstName: 'Eleni',
        lastName: `User ${i}`,
        email,
        status: userStatus,
        lang: 'en',
        owner: i === 0,
        createdAt: AT,
        updatedAt: AT,
      });
    }
    const [owner, ...others] = records;
    const client = {
      clientId,
      name: `Clinic ${clientId}`,
      legalName: '',
      status,
      positionIds: [],
      address: {
        countryCode: 'CY',
        city: 'LIMASSOL' as const,
        street: 'Anexartisias 10',
        postalCode: '3036',
      },
      createdAt: AT,
      updatedAt: AT,
      version: 1,
    };
    expect(await repos.clients.createClient(client, owner!, context)).toBe(true);
    for (const user of others) expect(await repos.clientUsers.createClientUser(user)).toBe(true);
    return records.map((record) => record.userId);
  }

  beforeAll(async () => {
    twin = await startAccountsTwin();
    repos = createRepositories((await createTestDb()).service);
    accounts = withSignInRevocation(
      createCognitoAccounts(twin.client, twin.twin.userPoolId),
      repos.signInRevocations,
    );
  });
  afterAll(() => twin.stop());

  it("should enable the accounts its own status allows, let in an enabled organisation's users and refuse a disabled one's, once", async () => {
    const [open, openDisabled] = await organisation('open-clinic', 'VERIFIED', ['VERIFIED', 'DISABLED']);
    const [closed, closedUser] = await organisation('closed-clinic', 'DISABLED', ['VERIFIED', 'VERIFIED']);
    const enabled = async (userId: string | undefined) =>
      (await accounts.getByUsername(userId ?? ''))?.enabled;

    expect(await migrateOrganisationSignIns({ ...repos, accounts })).toEqual({
      users: 4,
      enabled: 1,
      refused: 2,
    });

    expect([await enabled(open), await enabled(openDisabled)]).toEqual([true, false]);
    await expect(twin.signIn('user0@open-clinic.example', 'first-secret-1')).resolves.toMatchObject({
      sub: open,
    });
    // A DISABLED organisation's users are enabled in the pool and refused by revocation (and the pre-token
    // trigger, with the reason) until their organisation is enabled again.
    expect([await enabled(closed), await enabled(closedUser)]).toEqual([true, true]);
    const revoked = await repos.signInRevocations.revokedAt([closed ?? '', closedUser ?? '', open ?? '']);
    expect(revoked.get(closed ?? '')).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    expect(revoked.get(closedUser ?? '')).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    expect(revoked.get(open ?? '')).toBeLessThan(REFUSED_UNTIL_ALLOWED.getTime());

    // A second run finds nothing to do.
    expect(await migrateOrganisationSignIns({ ...repos, accounts })).toEqual({
      users: 4,
      enabled: 0,
      refused: 0,
    });
  });
});
