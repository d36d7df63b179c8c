import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  clientCreate,
  clientGet,
  clientsList,
  clientUpdate,
  clientUserCreate,
  clientUserCreateFormSchema,
  clientUserFormToBody,
  clientUsersList,
  newClientFormSchema,
  newClientFormToBody,
} from '@careshift/contract';
import type { NewClientForm } from '@careshift/contract';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { administratorClaims, partnerClaims } from '../testing/http-event';

/** A New Client form as the web holds it, turned into the API body by the contract's own function. */
function newClientBody(email: string, overrides: Partial<NewClientForm> = {}) {
  const form: NewClientForm = {
    name: 'Apollo Clinic',
    legalName: 'Apollo Clinic Ltd',
    status: 'VERIFIED',
    description: 'Nursing home',
    phone: { countryCode: '+357', number: '25123456' },
    positionIds: ['NURSE'],
    address: { street: '1 Makariou Avenue', street2: '', city: 'LIMASSOL', postalCode: '3010' },
    user: {
      firstName: 'Eleni',
      lastName: 'Ioannou',
      email,
      password: 'first-secret-1',
      contactPhone: { countryCode: '+357', number: '99123456' },
      lang: 'en',
    },
    ...overrides,
  };
  return newClientFormToBody(newClientFormSchema.parse(form));
}

describe('clients area Lambda: clients and their owner sign-ins', () => {
  let t: AreaTest;
  let clientId: string;
  let owner: Record<string, string>;
  let ownerEmail: string;
  let clients = 0;

  beforeAll(async () => {
    t = await startAreaTest(() => import('./handler'));
  });
  // Each test gets a client of its own (one call): tests edit, disable and sign in as its owner.
  beforeEach(async () => {
    clients += 1;
    ownerEmail = `owner-${clients}@apollo.example`;
    const created = await t.call(clientCreate, {
      body: newClientBody(ownerEmail),
      claims: administratorClaims,
    });
    clientId = created.body.id;
    const users = await t.call(clientUsersList, { path: { clientId }, claims: administratorClaims });
    owner = claimsOf(users.body.items[0].id, 'OWNER', clientId);
  });
  afterAll(() => t.stop());

  const clientCount = async () =>
    (await t.call(clientsList, { query: { limit: '200' }, claims: administratorClaims })).body.items.length;

  it('should create a client whose owner signs in by e-mail as OWNER of that company', async () => {
    const client = await t.call(clientGet, { path: { clientId }, claims: administratorClaims });
    expect(client.body).toMatchObject({
      id: clientId,
      name: 'Apollo Clinic',
      status: 'VERIFIED',
      phoneNumber: '+35725123456',
      address: { countryCode: 'CY', city: 'LIMASSOL', postalCode: '3010' },
    });
    const users = await t.call(clientUsersList, { path: { clientId }, claims: administratorClaims });
    expect(users.body.items).toEqual([
      expect.objectContaining({ email: ownerEmail, owner: true, status: 'VERIFIED', clientId }),
    ]);
    const claims = await t.accounts.signIn(ownerEmail.toUpperCase(), 'first-secret-1');
    expect(claims).toMatchObject({ sub: owner.sub, role: 'OWNER', companyId: clientId });
  });

  it('should refuse an e-mail already in use with 409 and leave no client behind', async () => {
    const before = await clientCount();
    const { status, body } = await t.call(clientCreate, {
      body: newClientBody(ownerEmail.toUpperCase(), { name: 'Second Clinic' }),
      claims: administratorClaims,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'This e-mail is already in use.', code: 'EMAIL_IN_USE' });
    expect(await clientCount()).toBe(before);
  });

  it('should reply 400 with the spec messages and create neither client nor sign-in for bad input', async () => {
    const before = await clientCount();
    const good = newClientBody('bad-input@apollo.example');
    const { status, body } = await t.call(clientCreate, {
      body: {
        ...good,
        name: '',
        positionIds: [],
        phoneNumber: '+3579',
        address: { ...good.address, postalCode: '30' },
        user: { ...good.user, password: '12345', email: 'not-an-email' },
      },
      claims: administratorClaims,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      name: 'Value is required',
      positionIds: 'You need to select at least one.',
      phoneNumber: 'Must be valid phone number.',
      'address.postalCode': 'Must be exactly 4 digits.',
      'user.password': 'Must be at least 12 characters.',
      'user.email': 'Must be valid e-mail address.',
    });
    const unknownPosition = await t.call(clientCreate, {
      body: { ...good, positionIds: ['NO_SUCH_POSITION'] },
      claims: administratorClaims,
    });
    expect(unknownPosition.status).toBe(400);
    expect(unknownPosition.body.fieldErrors).toEqual({ positionIds: 'Select a valid option.' });
    expect(await t.accounts.getUser('bad-input@apollo.example')).toBeUndefined();
    expect(await clientCount()).toBe(before);
  });

  it('should let only administrators create clients', async () => {
    const body = newClientBody('intruder@apollo.example');
    expect((await t.call(clientCreate, { body, claims: owner })).status).toBe(403);
    expect((await t.call(clientCreate, { body, claims: partnerClaims })).status).toBe(403);
    expect((await t.call(clientCreate, { body })).status).toBe(401);
    expect(await t.accounts.getUser('intruder@apollo.example')).toBeUndefined();
  });

  it('should list clients to administrators only and show a client to its users', async () => {
    expect((await t.call(clientsList, { claims: administratorClaims })).body.items.length).toBeGreaterThan(0);
    expect((await t.call(clientsList, { claims: owner })).body).toEqual({ items: [], cursor: null });
    expect((await t.call(clientsList, { claims: partnerClaims })).body).toEqual({ items: [], cursor: null });
    expect((await t.call(clientGet, { path: { clientId }, claims: owner })).status).toBe(200);
    const stranger = claimsOf('someone', 'CLIENT', 'another-company');
    expect((await t.call(clientGet, { path: { clientId }, claims: stranger })).status).toBe(404);
    expect(
      (await t.call(clientGet, { path: { clientId: 'nope' }, claims: administratorClaims })).status,
    ).toBe(404);
  });

  it('should let a client user edit its own company but not its status nor another company', async () => {
    const { address, positionIds } = newClientBody('unused@apollo.example');
    const edit = { name: 'Apollo Care', legalName: 'Apollo Clinic Ltd', positionIds, address };
    const own = await t.call(clientUpdate, { path: { clientId }, body: edit, claims: owner });
    expect(own).toMatchObject({ status: 200, body: { name: 'Apollo Care', status: 'VERIFIED' } });
    expect(own.body).not.toHaveProperty('phoneNumber');
    const status = await t.call(clientUpdate, {
      path: { clientId },
      body: { ...edit, status: 'DISABLED' },
      claims: owner,
    });
    expect(status.status).toBe(403);
    const other = await t.call(clientUpdate, {
      path: { clientId },
      body: edit,
      claims: claimsOf(owner.sub ?? '', 'OWNER', 'another-company'),
    });
    expect(other.status).toBe(404);
    const after = await t.call(clientGet, { path: { clientId }, claims: administratorClaims });
    expect(after.body.status).toBe('VERIFIED');
  });

  const refresh = (refreshToken: string) =>
    t.accounts.client.send(
      new InitiateAuthCommand({
        ClientId: t.accounts.twin.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );

  it("should tell a DISABLED client's users why they cannot sign in, end their sessions, and let them in again", async () => {
    const { AuthenticationResult: before } = await t.accounts.client.send(
      new InitiateAuthCommand({
        ClientId: t.accounts.twin.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: ownerEmail, PASSWORD: 'first-secret-1' },
      }),
    );
    const { address, positionIds } = newClientBody('unused@apollo.example');
    const edit = { name: 'Apollo Care', positionIds, address };
    const disabled = await t.call(clientUpdate, {
      path: { clientId },
      body: { ...edit, status: 'DISABLED' },
      claims: administratorClaims,
    });
    expect(disabled.body.status).toBe('DISABLED');
    // The account stays enabled in the pool: after the right password the trigger says why.
    expect((await t.accounts.getUser(owner.sub ?? ''))?.enabled).toBe(true);
    const refusal = {
      name: 'UserLambdaValidationException',
      message:
        'PreTokenGeneration failed with error Your organisation is disabled, so you cannot sign in. Please contact CareShift.',
    };
    await expect(t.accounts.signIn(ownerEmail, 'first-secret-1')).rejects.toMatchObject(refusal);
    // A wrong password still reads like any wrong password.
    await expect(t.accounts.signIn(ownerEmail, 'wrong-secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    // The session it had is over: no refresh, and the API refuses its tokens.
    await expect(refresh(before?.RefreshToken ?? '')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await t.call(clientGet, { path: { clientId }, claims: owner })).status).toBe(401);
    await t.call(clientUpdate, {
      path: { clientId },
      body: { ...edit, status: 'PENDING' },
      claims: administratorClaims,
    });
    await expect(t.accounts.signIn(ownerEmail, 'first-secret-1')).resolves.toMatchObject({
      role: 'OWNER',
    });
  });

  it('should keep a DISABLED user of a client disabled when the client is disabled and enabled again', async () => {
    const email = `disabled-${clients}@apollo.example`;
    const body = clientUserFormToBody(
      clientUserCreateFormSchema.parse({
        firstName: 'Andreas',
        lastName: 'Christou',
        status: 'DISABLED',
        email,
        password: 'first-secret-1',
        contactPhone: { countryCode: '+357', number: '99765432' },
        lang: 'en',
      }),
    );
    const created = await t.call(clientUserCreate, { path: { clientId }, body, claims: administratorClaims });
    expect(created.status).toBe(200);
    const { address, positionIds } = newClientBody('unused@apollo.example');
    for (const status of ['DISABLED', 'VERIFIED'] as const) {
      const moved = await t.call(clientUpdate, {
        path: { clientId },
        body: { name: 'Apollo Care', positionIds, address, status },
        claims: administratorClaims,
      });
      expect(moved.body.status).toBe(status);
    }
    expect((await t.accounts.getUser(created.body.id))?.enabled).toBe(false);
    await expect(t.accounts.signIn(email, 'first-secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(t.accounts.signIn(ownerEmail, 'first-secret-1')).resolves.toMatchObject({ role: 'OWNER' });
  });
});
