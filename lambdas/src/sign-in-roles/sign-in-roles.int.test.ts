import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInRoleGet, signInRoleUpdate } from '@careshift/contract';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { createCognitoAccounts } from '../accounts/cognito-accounts';
import { administratorClaims, clientClaims, partnerClaims } from '../testing/http-event';

describe('sign-in roles area Lambda: Manage Claims over the user pool', () => {
  let t: AreaTest;
  let ownerId: string;
  let partnerId: string;

  beforeAll(async () => {
    t = await startAreaTest(() => import('./handler'));
    const at = '2026-01-01T08:00:00.000Z';
    await t.db.service.entities.client
      .put({
        clientId: 'client-olympus',
        name: 'Olympus Care',
        legalName: 'Olympus Care Ltd',
        status: 'VERIFIED',
        positionIds: ['NURSE'],
        address: { countryCode: 'CY', city: 'LIMASSOL', street: 'Anexartisias 10', postalCode: '3036' },
        createdAt: at,
        updatedAt: at,
        version: 1,
      })
      .go();
    const accounts = createCognitoAccounts(t.accounts.client, t.accounts.twin.userPoolId);
    ({ authId: ownerId } = await accounts.createAccount({
      username: 'owner@olympus.example',
      email: 'owner@olympus.example',
      password: 'first-secret-1',
      role: 'OWNER',
      companyId: 'client-olympus',
    }));
    ({ authId: partnerId } = await accounts.createAccount({
      username: '+35799200001',
      phoneNumber: '+35799200001',
      role: 'EMPLOYEE',
    }));
  });
  afterAll(() => t.stop());

  const search = (query: Record<string, string>, claims: Record<string, string> = administratorClaims) =>
    t.call(signInRoleGet, { query, claims });

  it('should find a sign-in by auth id, by e-mail and by registration mobile number', async () => {
    const owner = {
      authId: ownerId,
      role: 'OWNER',
      companyId: 'client-olympus',
      email: 'owner@olympus.example',
      enabled: true,
    };
    expect((await search({ authId: ownerId })).body).toMatchObject(owner);
    expect((await search({ email: 'Owner@Olympus.example' })).body).toMatchObject(owner);
    const partner = await search({ regMobileNumber: '+357 99 200001' });
    expect(partner.body).toMatchObject({
      authId: partnerId,
      role: 'EMPLOYEE',
      companyId: null,
      phoneNumber: '+35799200001',
    });
  });

  it('should answer 404 for an unknown sign-in and 400 unless exactly one key is given', async () => {
    expect(await search({ email: 'nobody@olympus.example' })).toMatchObject({
      status: 404,
      body: { message: 'No user found for this search.' },
    });
    expect((await search({ regMobileNumber: '+35799999999' })).status).toBe(404);
    expect((await search({})).status).toBe(400);
    expect((await search({ authId: ownerId, email: 'owner@olympus.example' })).status).toBe(400);
  });

  it('should change role and company, which the next sign-in carries in its token', async () => {
    const changed = await t.call(signInRoleUpdate, {
      body: { authId: ownerId, role: 'SYSTEM_USER', companyId: '' },
      claims: administratorClaims,
    });
    expect(changed.body).toMatchObject({ authId: ownerId, role: 'SYSTEM_USER', companyId: null });
    const token = await t.accounts.signIn('owner@olympus.example', 'first-secret-1');
    expect(token).toMatchObject({ sub: ownerId, role: 'SYSTEM_USER' });
    expect(token).not.toHaveProperty('companyId');
    await t.call(signInRoleUpdate, {
      body: { authId: ownerId, role: '', companyId: '' },
      claims: administratorClaims,
    });
    expect(await t.accounts.signIn('owner@olympus.example', 'first-secret-1')).not.toHaveProperty('role');
    await t.call(signInRoleUpdate, {
      body: { authId: ownerId, role: 'OWNER', companyId: 'client-olympus' },
      claims: administratorClaims,
    });
    expect(await t.accounts.signIn('owner@olympus.example', 'first-secret-1')).toMatchObject({
      role: 'OWNER',
      companyId: 'client-olympus',
    });
  });

  it('should refuse a company that is no client, and change nothing', async () => {
    const reply = await t.call(signInRoleUpdate, {
      body: { authId: partnerId, role: 'OWNER', companyId: 'no-such-client' },
      claims: administratorClaims,
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { companyId: 'This client does not exist.' } },
    });
    expect((await search({ authId: partnerId })).body).toMatchObject({ role: 'EMPLOYEE', companyId: null });
  });

  it('should refuse CLIENT as a claims role and unknown auth ids', async () => {
    const client = await t.call(signInRoleUpdate, {
      body: { authId: ownerId, role: 'CLIENT', companyId: 'client-olympus' },
      claims: administratorClaims,
    });
    expect(client).toMatchObject({ status: 400, body: { fieldErrors: { role: 'Select a valid option.' } } });
    const unknown = await t.call(signInRoleUpdate, {
      body: { authId: 'nope', role: 'OWNER' },
      claims: administratorClaims,
    });
    expect(unknown.status).toBe(404);
  });

  it('should let administrators only search and change claims', async () => {
    const owner = claimsOf(ownerId, 'OWNER', 'client-olympus');
    for (const claims of [clientClaims, partnerClaims, owner]) {
      expect((await search({ authId: ownerId }, claims)).status).toBe(403);
      const escalate = await t.call(signInRoleUpdate, {
        body: { authId: ownerId, role: 'SYSTEM_USER' },
        claims,
      });
      expect(escalate.status).toBe(403);
    }
    expect((await t.call(signInRoleGet, { query: { authId: ownerId } })).status).toBe(401);
    expect((await search({ authId: ownerId })).body.role).toBe('OWNER');
  });
});
