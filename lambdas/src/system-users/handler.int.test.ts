import { VerifyUserAttributeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ENV,
  systemUserConfirmEmail,
  systemUserCreate,
  systemUserRemove,
  systemUserUpdate,
  systemUserGet,
  systemUsersList,
} from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { deliverOutbox } from '../testing/deliver-outbox';
import { administratorClaims, clientClaims, partnerClaims } from '../testing/http-event';

const newUser = (email: string, status = 'ACTIVE') => ({
  firstName: 'Nikos',
  lastName: 'Demetriou',
  email,
  status,
  lang: 'el',
  receiveRequestUpdates: 'true',
  password: 'first-secret-1',
});

describe('system users area Lambda: system users and their sign-ins', () => {
  let t: AreaTest;
  const create = async (email: string, status = 'ACTIVE') => {
    const { status: code, body } = await t.call(systemUserCreate, {
      body: newUser(email, status),
      claims: administratorClaims,
    });
    expect(code).toBe(200);
    return body as { id: string; email: string };
  };
  const update = (id: string, body: object, claims: Record<string, string> = administratorClaims) =>
    t.call(systemUserUpdate, { path: { systemUserId: id }, body, claims });
  const edit = (email: string, status: string) => {
    const { password: _password, ...body } = newUser(email, status);
    return body;
  };

  const outbox = () => createOutboxClient(process.env.SNS_ENDPOINT as string);

  beforeAll(async () => {
    process.env[ENV.appUrl] = 'https://careshift.example';
    t = await startAreaTest(() => import('./handler'));
  });
  afterAll(() => t.stop());

  it('should create an administrator whose id is the sub of a SYSTEM_USER e-mail sign-in', async () => {
    const user = await create('Nikos@CareShift.example');
    expect(user).toMatchObject({
      email: 'nikos@careshift.example',
      status: 'ACTIVE',
      lang: 'el',
      receiveRequestUpdates: true,
    });
    const claims = await t.accounts.signIn('nikos@careshift.example', 'first-secret-1');
    expect(claims).toMatchObject({ sub: user.id, role: 'SYSTEM_USER' });
    expect(claims).not.toHaveProperty('companyId');
    const read = await t.call(systemUserGet, {
      path: { systemUserId: user.id },
      claims: administratorClaims,
    });
    expect(read.body).toEqual(user);
  });

  it('should refuse an administrator whose sign-in was made without the authenticator app (issue 30)', async () => {
    const { mfa: _app, ...passwordOnly } = administratorClaims;
    const refused = await t.call(systemUsersList, { claims: passwordOnly });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: 'MFA_ENROLMENT_REQUIRED',
        message: 'Set up your authenticator app to continue.',
      }),
    });
    // A new administrator's first sign-in has no app yet: the token says so, the pool decides.
    const user = await create('fresh@careshift.example');
    const claims = await t.accounts.signIn('fresh@careshift.example', 'first-secret-1');
    expect(claims).toMatchObject({ sub: user.id, role: 'SYSTEM_USER' });
    expect(claims).not.toHaveProperty('mfa');
  });

  it('should let only an ACTIVE administrator sign in', async () => {
    for (const status of ['INACTIVE', 'DISABLED']) {
      await create(`${status.toLowerCase()}@careshift.example`, status);
      await expect(
        t.accounts.signIn(`${status.toLowerCase()}@careshift.example`, 'first-secret-1'),
      ).rejects.toMatchObject({
        message: 'User is disabled.',
      });
    }
  });

  it('should list ACTIVE and INACTIVE system users by default and other statuses when asked', async () => {
    // Its own three users, newest first on the first page; other tests may add users of any status.
    for (const status of ['ACTIVE', 'INACTIVE', 'DISABLED'])
      await create(`listed-${status.toLowerCase()}@careshift.example`, status);
    const emailsOf = (page: { body: { items: { email: string }[] } }) => page.body.items.map((u) => u.email);
    const all = await t.call(systemUsersList, { claims: administratorClaims });
    const statuses = new Set(all.body.items.map((u: { status: string }) => u.status));
    expect([...statuses].sort()).toEqual(['ACTIVE', 'INACTIVE']);
    expect(emailsOf(all).slice(0, 2)).toEqual([
      'listed-inactive@careshift.example',
      'listed-active@careshift.example',
    ]);
    const disabled = await t.call(systemUsersList, {
      query: { statuses: 'DISABLED' },
      claims: administratorClaims,
    });
    expect(emailsOf(disabled)[0]).toBe('listed-disabled@careshift.example');
    expect(new Set(disabled.body.items.map((u: { status: string }) => u.status))).toEqual(
      new Set(['DISABLED']),
    );
    const bad = await t.call(systemUsersList, { query: { statuses: 'BOSS' }, claims: administratorClaims });
    expect(bad.status).toBe(400);
  });

  it("should move the sign-in to a new e-mail only after the administrator's code, telling the old address", async () => {
    const user = await create('eleni@careshift.example');
    const since = new Date().toISOString();
    const changed = await update(user.id, edit('eleni.k@careshift.example', 'ACTIVE'));
    expect(changed.body).toMatchObject({
      email: 'eleni@careshift.example',
      pendingEmail: 'eleni.k@careshift.example',
    });
    await expect(t.accounts.signIn('eleni.k@careshift.example', 'first-secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await deliverOutbox();
    const told = await outbox().waitFor('eleni@careshift.example', { channel: 'email', since });
    expect(told.subject).toBe('Ζητήθηκε αλλαγή του e-mail σας στο CareShift');
    const codeMail = t.accounts.sentEmails.findLast((mail) => mail.to === 'eleni.k@careshift.example');
    expect(codeMail?.text).toContain(`/systemUser/${user.id}`);
    const { accessToken } = await t.accounts.signInTokens('eleni@careshift.example', 'first-secret-1');
    await t.accounts.client.send(
      new VerifyUserAttributeCommand({
        AccessToken: accessToken,
        AttributeName: 'email',
        Code: /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '',
      }),
    );
    const confirmed = await t.call(systemUserConfirmEmail, {
      path: { systemUserId: user.id },
      claims: claimsOf(user.id, 'SYSTEM_USER'),
    });
    expect(confirmed).toMatchObject({ status: 200, body: { email: 'eleni.k@careshift.example' } });
    await expect(t.accounts.signIn('eleni.k@careshift.example', 'first-secret-1')).resolves.toMatchObject({
      sub: user.id,
    });
  });

  it('should disable the sign-in with the status and refuse an e-mail in use', async () => {
    const user = await create('anna@careshift.example');
    await create('taken@careshift.example');
    await update(user.id, edit('anna@careshift.example', 'DISABLED'));
    await expect(t.accounts.signIn('anna@careshift.example', 'first-secret-1')).rejects.toMatchObject({
      message: 'User is disabled.',
    });
    const taken = await update(user.id, edit('taken@careshift.example', 'ACTIVE'));
    expect(taken).toMatchObject({ status: 409, body: { message: 'This e-mail is already in use.' } });
    expect(await t.accounts.getUser(user.id)).toMatchObject({ enabled: false });
    const read = await t.call(systemUserGet, {
      path: { systemUserId: user.id },
      claims: administratorClaims,
    });
    expect(read.body).toMatchObject({ email: 'anna@careshift.example', status: 'DISABLED' });
    expect(read.body.pendingEmail).toBeUndefined();
  });

  it('should keep administrators from disabling or deleting their own sign-in', async () => {
    const user = await create('self@careshift.example');
    const self = claimsOf(user.id, 'SYSTEM_USER');
    expect((await update(user.id, edit('self@careshift.example', 'DISABLED'), self)).status).toBe(403);
    expect((await t.call(systemUserRemove, { path: { systemUserId: user.id }, claims: self })).status).toBe(
      403,
    );
    await expect(t.accounts.signIn('self@careshift.example', 'first-secret-1')).resolves.toMatchObject({
      sub: user.id,
    });
  });

  it('should delete a system user with its sign-in', async () => {
    const user = await create('leaving@careshift.example');
    const removed = await t.call(systemUserRemove, {
      path: { systemUserId: user.id },
      claims: administratorClaims,
    });
    expect(removed).toEqual({ status: 200, body: null });
    expect(await t.accounts.getUser(user.id)).toBeUndefined();
    expect(
      (await t.call(systemUserGet, { path: { systemUserId: user.id }, claims: administratorClaims })).status,
    ).toBe(404);
    expect(
      (await t.call(systemUserRemove, { path: { systemUserId: user.id }, claims: administratorClaims }))
        .status,
    ).toBe(404);
  });

  it('should reply 400 with the spec messages and create no sign-in for bad input', async () => {
    const { status, body } = await t.call(systemUserCreate, {
      body: { ...newUser('not-an-email'), firstName: '', status: 'BOSS', password: '12' },
      claims: administratorClaims,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      firstName: 'Value is required',
      email: 'Must be valid e-mail address.',
      status: 'Select a valid option.',
      password: 'Must be at least 12 characters.',
    });
  });

  it('should refuse every system user operation to clients, partners and anonymous callers', async () => {
    const user = await create('guarded@careshift.example');
    const path = { systemUserId: user.id };
    const calls: [Operation, object][] = [
      [systemUsersList, {}],
      [systemUserGet, { path }],
      [systemUserCreate, { body: newUser('sneaky@careshift.example') }],
      [systemUserUpdate, { path, body: edit('guarded@careshift.example', 'DISABLED') }],
      [systemUserRemove, { path }],
    ];
    for (const [operation, options] of calls) {
      for (const claims of [clientClaims, partnerClaims, claimsOf('owner-1', 'OWNER', 'client-1')]) {
        expect((await t.call(operation, { ...options, claims })).status).toBe(403);
      }
      expect((await t.call(operation, options)).status).toBe(401);
    }
    expect(await t.accounts.getUser('sneaky@careshift.example')).toBeUndefined();
    await expect(t.accounts.signIn('guarded@careshift.example', 'first-secret-1')).resolves.toMatchObject({
      sub: user.id,
    });
  });
});
