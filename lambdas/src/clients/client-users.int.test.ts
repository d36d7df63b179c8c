import {
  ConfirmForgotPasswordCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ENV,
  clientCreate,
  clientUserConfirmEmail,
  clientUserResetPassword,
  clientUserCreate,
  clientUserRemove,
  clientUserUpdate,
  clientUsersList,
  clientUserCreateFormSchema,
  clientUserFormToBody,
} from '@careshift/contract';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { deliverOutbox } from '../testing/deliver-outbox';
import { administratorClaims } from '../testing/http-event';

const address = { countryCode: 'CY', street: '5 Ledras Street', city: 'NICOSIA', postalCode: '1011' };

/** The client user form as the web holds it, turned into the API body by the contract's own function. */
function userBody(email: string, status = 'VERIFIED') {
  return clientUserFormToBody(
    clientUserCreateFormSchema.parse({
      firstName: 'Andreas',
      lastName: 'Christou',
      status,
      email,
      password: 'first-secret-1',
      contactPhone: { countryCode: '+357', number: '99765432' },
      lang: 'el',
    }),
  );
}

describe('clients area Lambda: client users and their sign-ins', () => {
  let t: AreaTest;
  let clientId: string;
  let owner: Record<string, string>;
  let otherClientId: string;

  const createClient = async (email: string) => {
    const { body } = await t.call(clientCreate, {
      body: {
        name: 'Hermes Care',
        positionIds: ['CARER'],
        address,
        user: { firstName: 'Maria', lastName: 'Kyriakou', email, password: 'first-secret-1', lang: 'en' },
      },
      claims: administratorClaims,
    });
    return body.id as string;
  };
  const createUser = async (email: string, status = 'VERIFIED') => {
    const { status: code, body } = await t.call(clientUserCreate, {
      path: { clientId },
      body: userBody(email, status),
      claims: administratorClaims,
    });
    expect(code).toBe(200);
    return body as { id: string; email: string };
  };
  const outbox = () => createOutboxClient(process.env.SNS_ENDPOINT as string);
  const verify = (AccessToken: string, Code: string) =>
    t.accounts.client.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code }));
  const update = (userId: string, body: object, claims: Record<string, string>, client = clientId) =>
    t.call(clientUserUpdate, { path: { clientId: client, userId }, body, claims });
  const edit = (email: string, status = 'VERIFIED') => {
    const { password: _password, ...body } = userBody(email, status);
    return body;
  };

  beforeAll(async () => {
    process.env[ENV.appUrl] = 'https://careshift.example';
    t = await startAreaTest(() => import('./handler'));
    clientId = await createClient('owner@hermes.example');
    otherClientId = await createClient('owner@athena.example');
    const users = await t.call(clientUsersList, { path: { clientId }, claims: administratorClaims });
    owner = claimsOf(users.body.items[0].id, 'OWNER', clientId);
  });
  afterAll(() => t.stop());

  it('should create a CLIENT sign-in for the company whose id is the user id', async () => {
    const user = await createUser('Nurse.Desk@Hermes.example');
    expect(user).toMatchObject({
      email: 'nurse.desk@hermes.example',
      contactPhone: '+35799765432',
      lang: 'el',
    });
    const claims = await t.accounts.signIn('nurse.desk@hermes.example', 'first-secret-1');
    expect(claims).toMatchObject({ sub: user.id, role: 'CLIENT', companyId: clientId });
  });

  it('should welcome a new owner and a new user by e-mail, in their languages, with the sign-in link and no password (issue 32 item 12)', async () => {
    const since = new Date().toISOString();
    await createClient('owner@welcome.example');
    await createUser('welcome.desk@hermes.example');
    // The request only wrote the welcomes into the outbox (issue 32): nothing left before its sender ran.
    expect(await outbox().list({ to: 'owner@welcome.example', channel: 'email', since })).toEqual([]);
    expect(await outbox().list({ to: 'welcome.desk@hermes.example', channel: 'email', since })).toEqual([]);
    await deliverOutbox();
    const ownerMail = await outbox().waitFor('owner@welcome.example', { channel: 'email' });
    expect(ownerMail.subject).toBe('Welcome to CareShift — Hermes Care');
    expect(ownerMail.body).toContain('Hello Maria,');
    expect(ownerMail.body).toContain('you are its owner');
    expect(ownerMail.body).toContain('https://careshift.example/login?type=client');
    expect(ownerMail.body).not.toContain('first-secret-1');
    const userMail = await outbox().waitFor('welcome.desk@hermes.example', { channel: 'email' });
    expect(userMail.subject).toBe('Καλώς ήρθατε στο CareShift — Hermes Care');
    expect(userMail.body).toContain('Γεια σας Andreas,');
    expect(userMail.body).not.toContain('first-secret-1');
  });

  it('should create a DISABLED user with a sign-in that cannot sign in', async () => {
    await createUser('disabled@hermes.example', 'DISABLED');
    await expect(t.accounts.signIn('disabled@hermes.example', 'first-secret-1')).rejects.toMatchObject({
      message: 'User is disabled.',
    });
  });

  it('should let only administrators add users, refuse a taken e-mail and write nothing for bad input', async () => {
    const body = userBody('added-by-owner@hermes.example');
    expect((await t.call(clientUserCreate, { path: { clientId }, body, claims: owner })).status).toBe(403);
    const taken = await t.call(clientUserCreate, {
      path: { clientId },
      body: userBody('OWNER@athena.example'),
      claims: administratorClaims,
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This e-mail is already in use.' } });
    const bad = await t.call(clientUserCreate, {
      path: { clientId },
      body: { ...body, firstName: ' ', status: 'BOSS', password: '123', contactPhone: '+35712' },
      claims: administratorClaims,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      firstName: 'Value is required',
      status: 'Select a valid option.',
      password: 'Must be at least 12 characters.',
      contactPhone: 'Must be valid phone number.',
    });
    const missingClient = await t.call(clientUserCreate, {
      path: { clientId: 'no-such-client' },
      body,
      claims: administratorClaims,
    });
    expect(missingClient.status).toBe(404);
    expect(await t.accounts.getUser('added-by-owner@hermes.example')).toBeUndefined();
    const users = await t.call(clientUsersList, { path: { clientId }, claims: owner });
    expect(users.body.items.map((u: { email: string }) => u.email)).not.toContain(
      'added-by-owner@hermes.example',
    );
  });

  it("should follow a user's status with its sign-in", async () => {
    const user = await createUser('front.desk@hermes.example');
    await update(user.id, edit('front.desk@hermes.example', 'DISABLED'), owner);
    await expect(t.accounts.signIn('front.desk@hermes.example', 'first-secret-1')).rejects.toMatchObject({
      message: 'User is disabled.',
    });
    await update(user.id, edit('front.desk@hermes.example', 'ACTIVE'), owner);
    await expect(t.accounts.signIn('front.desk@hermes.example', 'first-secret-1')).resolves.toMatchObject({
      sub: user.id,
    });
  });

  it('should move the sign-in to a new e-mail only when the user confirms the code sent to it, telling the old address', async () => {
    const user = await createUser('reception@hermes.example');
    const since = new Date().toISOString();
    const renamed = await update(user.id, edit('Front.Office@hermes.example'), owner);
    expect(renamed).toMatchObject({
      status: 200,
      body: { email: 'reception@hermes.example', pendingEmail: 'front.office@hermes.example' },
    });
    // Until the code is confirmed the old e-mail signs in and the new one does not.
    await expect(t.accounts.signIn('front.office@hermes.example', 'first-secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const { accessToken } = await t.accounts.signInTokens('reception@hermes.example', 'first-secret-1');
    const codeMail = t.accounts.sentEmails.findLast((mail) => mail.to === 'front.office@hermes.example');
    expect(codeMail?.subject).toBe('Επιβεβαιώστε το νέο σας e-mail στο CareShift');
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '';
    await deliverOutbox();
    const notice = await outbox().waitFor('reception@hermes.example', { channel: 'email', since });
    expect(notice.subject).toBe('Ζητήθηκε αλλαγή του e-mail σας στο CareShift');

    // The record follows the pool only: before the code nothing changes.
    const early = await t.call(clientUserConfirmEmail, {
      path: { clientId, userId: user.id },
      claims: owner,
    });
    expect(early.body).toMatchObject({
      email: 'reception@hermes.example',
      pendingEmail: 'front.office@hermes.example',
    });
    await expect(verify(accessToken, code === '000000' ? '000001' : '000000')).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await verify(accessToken, code);
    const confirmedAt = new Date().toISOString();
    const asUser = claimsOf(user.id, 'CLIENT', clientId);
    const confirmed = await t.call(clientUserConfirmEmail, {
      path: { clientId, userId: user.id },
      claims: asUser,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { email: 'front.office@hermes.example' } });
    expect(confirmed.body.pendingEmail).toBeUndefined();
    await expect(t.accounts.signIn('front.office@hermes.example', 'first-secret-1')).resolves.toMatchObject({
      sub: user.id,
    });
    await expect(t.accounts.signIn('reception@hermes.example', 'first-secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await deliverOutbox();
    const changed = await outbox().waitFor('reception@hermes.example', {
      channel: 'email',
      since: confirmedAt,
    });
    expect(changed.subject).toBe('Το e-mail σας στο CareShift άλλαξε');
  });

  it("should refuse a CLIENT user changing the owner's e-mail or phone, and change nothing", async () => {
    const colleague = await createUser('desk.two@hermes.example');
    const asColleague = claimsOf(colleague.id, 'CLIENT', clientId);
    const ownerId = owner.sub ?? '';
    const ownerBody = {
      firstName: 'Maria',
      lastName: 'Kyriakou',
      status: 'VERIFIED',
      email: 'owner@hermes.example',
      lang: 'en',
    };
    const since = new Date().toISOString();
    const takeOver = await update(ownerId, { ...ownerBody, email: 'attacker@evil.example' }, asColleague);
    expect(takeOver).toMatchObject({ status: 403, body: { code: 'OWNER_CONTACT_DETAILS' } });
    const phone = await update(ownerId, { ...ownerBody, contactPhone: '+35799111222' }, asColleague);
    expect(phone.status).toBe(403);
    expect(t.accounts.sentEmails.filter((mail) => mail.to === 'attacker@evil.example')).toEqual([]);
    const users = await t.call(clientUsersList, { path: { clientId }, claims: owner });
    const stored = users.body.items.find((u: { id: string }) => u.id === ownerId);
    expect(stored).toMatchObject({ email: 'owner@hermes.example' });
    expect(stored.pendingEmail).toBeUndefined();
    expect(stored.contactPhone).toBeUndefined();
    // The owner itself, and an administrator, may; a changed phone is told to the owner's address.
    const byOwner = await update(ownerId, { ...ownerBody, contactPhone: '+35799111222' }, owner);
    expect(byOwner).toMatchObject({ status: 200, body: { contactPhone: '+35799111222' } });
    await deliverOutbox();
    const notice = await outbox().waitFor('owner@hermes.example', { channel: 'email', since });
    expect(notice.subject).toBe('Your CareShift phone number was changed');
    const byAdmin = await update(
      ownerId,
      { ...ownerBody, email: 'owner.new@hermes.example' },
      administratorClaims,
    );
    expect(byAdmin).toMatchObject({ status: 200, body: { pendingEmail: 'owner.new@hermes.example' } });
    // Setting the confirmed e-mail again drops the pending change.
    const dropped = await update(ownerId, ownerBody, owner);
    expect(dropped.body.pendingEmail).toBeUndefined();
  });

  it('should tell the address when its password is changed with a reset code', async () => {
    const user = await createUser('resets@hermes.example');
    const reset = await t.call(clientUserResetPassword, {
      path: { clientId, userId: user.id },
      claims: owner,
    });
    expect(reset.status).toBe(200);
    const mail = t.accounts.sentEmails.findLast((sent) => sent.to === 'resets@hermes.example');
    expect(mail?.subject).toBe('Επαναφορά κωδικού πρόσβασης CareShift');
    expect(mail?.text).toContain('/login?type=client&reset=resets%40hermes.example');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const since = new Date().toISOString();
    await t.accounts.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: t.accounts.twin.clientId,
        Username: 'resets@hermes.example',
        ConfirmationCode: code,
        Password: 'brand-new-password-1',
      }),
    );
    await expect(t.accounts.signIn('resets@hermes.example', 'brand-new-password-1')).resolves.toMatchObject({
      sub: user.id,
    });
    const notice = await outbox().waitFor('resets@hermes.example', { channel: 'email', since });
    expect(notice.subject).toBe('Ο κωδικός πρόσβασής σας στο CareShift άλλαξε');
  });

  it('should refuse an e-mail in use on update and leave record and sign-in as they were', async () => {
    const user = await createUser('stays@hermes.example');
    const taken = await update(user.id, { ...edit('owner@athena.example'), firstName: 'Changed' }, owner);
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
    const users = await t.call(clientUsersList, { path: { clientId }, claims: owner });
    expect(users.body.items).toContainEqual(expect.objectContaining({ id: user.id, firstName: 'Andreas' }));
    await expect(t.accounts.signIn('stays@hermes.example', 'first-secret-1')).resolves.toMatchObject({
      sub: user.id,
    });
  });

  it('should answer a client acting on another company by its id as if nothing were there (404)', async () => {
    const otherUsers = await t.call(clientUsersList, {
      path: { clientId: otherClientId },
      claims: administratorClaims,
    });
    const otherOwnerId: string = otherUsers.body.items[0].id;
    expect((await t.call(clientUsersList, { path: { clientId: otherClientId }, claims: owner })).status).toBe(
      404,
    );
    expect((await update(otherOwnerId, edit('hijack@hermes.example'), owner, otherClientId)).status).toBe(
      404,
    );
    // The user id of another company under one's own company id is simply not found.
    expect((await update(otherOwnerId, edit('hijack@hermes.example'), owner)).status).toBe(404);
    const remove = await t.call(clientUserRemove, {
      path: { clientId: otherClientId, userId: otherOwnerId },
      claims: owner,
    });
    expect(remove.status).toBe(404);
    await expect(t.accounts.signIn('owner@athena.example', 'first-secret-1')).resolves.toMatchObject({
      sub: otherOwnerId,
    });
  });

  it('should keep users from disabling or deleting their own sign-in, and CLIENT users from ending the owner', async () => {
    const colleague = await createUser('colleague@hermes.example');
    const asColleague = claimsOf(colleague.id, 'CLIENT', clientId);
    expect(
      (await update(colleague.id, edit('colleague@hermes.example', 'DISABLED'), asColleague)).status,
    ).toBe(403);
    expect(
      (await update(owner.sub ?? '', edit('owner@hermes.example', 'DISABLED'), asColleague)).status,
    ).toBe(403);
    const removeOwner = await t.call(clientUserRemove, {
      path: { clientId, userId: owner.sub ?? '' },
      claims: asColleague,
    });
    expect(removeOwner.status).toBe(403);
    await expect(t.accounts.signIn('owner@hermes.example', 'first-secret-1')).resolves.toMatchObject({
      role: 'OWNER',
    });
  });

  it('should delete a user with its sign-in, but never the last user of a client', async () => {
    const user = await createUser('leaving@hermes.example');
    const removed = await t.call(clientUserRemove, { path: { clientId, userId: user.id }, claims: owner });
    expect(removed).toEqual({ status: 200, body: null });
    expect(await t.accounts.getUser(user.id)).toBeUndefined();
    const again = await t.call(clientUserRemove, { path: { clientId, userId: user.id }, claims: owner });
    expect(again.status).toBe(404);

    const otherUsers = await t.call(clientUsersList, {
      path: { clientId: otherClientId },
      claims: administratorClaims,
    });
    expect(otherUsers.body.items).toHaveLength(1);
    const last = await t.call(clientUserRemove, {
      path: { clientId: otherClientId, userId: otherUsers.body.items[0].id },
      claims: administratorClaims,
    });
    expect(last).toMatchObject({ status: 409, body: { message: 'A client must keep at least one user.' } });
    await expect(t.accounts.signIn('owner@athena.example', 'first-secret-1')).resolves.toMatchObject({
      role: 'OWNER',
    });
  });
});
