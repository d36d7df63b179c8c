import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  administratorPartnerFormSchema,
  partnerCreate,
  partnerRemove,
  partnerUpdate,
  partnerFormToBody,
  partnerGet,
  partnersList,
} from '@careshift/contract';
import type { AdministratorPartnerForm } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { deliverOutbox } from '../testing/deliver-outbox';
import { administratorClaims, clientClaims } from '../testing/http-event';

/** The New Partner form as the web holds it, turned into the API body by the contract's own function. */
function newPartnerBody(number: string, overrides: Partial<AdministratorPartnerForm> = {}) {
  const form: AdministratorPartnerForm = {
    firstName: 'Maria',
    lastName: 'Georgiou',
    idCard: 'K123456',
    registrationNumber: 'RN-2041',
    registrationExpirationDate: '2030-12-31',
    phone: { countryCode: '+357', number },
    email: 'Maria.Georgiou@example.com',
    lang: 'el',
    iban: 'CY17 0020 0128 0000 0012 0052 7600',
    bankName: 'Bank of Cyprus',
    tiNumber: '12345678X',
    address: { street: '3 Ledras Street', street2: '', city: 'NICOSIA', postalCode: '1011' },
    positionIds: ['NURSE'],
    status: 'VERIFIED',
    restrictedReasonType: '',
    weeklyShiftLimit: '5',
    description: 'Prefers night shifts',
    ...overrides,
  };
  const schema = administratorPartnerFormSchema({ now: new Date(), role: 'SYSTEM_USER' });
  return partnerFormToBody(schema.parse(form));
}

/** What a partner's own profile form sends: no administrator fields. */
function ownProfileBody(body: ReturnType<typeof newPartnerBody>) {
  const {
    positionIds: _p,
    status: _s,
    restrictedReasonType: _r,
    weeklyShiftLimit: _w,
    description: _d,
    ...own
  } = body;
  return own;
}

describe('partners area Lambda: partners and their phone sign-ins', () => {
  let t: AreaTest;
  const create = async (number: string, overrides: Partial<AdministratorPartnerForm> = {}) => {
    const { status, body } = await t.call(partnerCreate, {
      body: newPartnerBody(number, overrides),
      claims: administratorClaims,
    });
    expect(status).toBe(200);
    return body as { id: string };
  };

  beforeAll(async () => {
    t = await startAreaTest(() => import('./handler'));
  });
  afterAll(() => t.stop());

  it('should create a partner whose id is the sub of a confirmed phone sign-in with the role EMPLOYEE', async () => {
    const partner = await create('99100001');
    const account = await t.accounts.getUser('+35799100001');
    expect(account).toMatchObject({ username: partner.id, enabled: true, status: 'CONFIRMED' });
    expect(account?.attributes).toMatchObject({
      sub: partner.id,
      phone_number: '+35799100001',
      phone_number_verified: 'true',
      'custom:role': 'EMPLOYEE',
      locale: 'el',
    });
    // The e-mail stays in the private record only, so the password-reset path cannot reach a partner.
    expect(account?.attributes).not.toHaveProperty('email');
    // Partners sign in by SMS code only: the random password nobody knows keeps the password path shut.
    await expect(t.accounts.signIn('+35799100001', 'secret1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('should show private info and bank details to the partner itself and administrators only', async () => {
    const partner = await create('99100002');
    const self = claimsOf(partner.id, 'EMPLOYEE');
    const asAdmin = await t.call(partnerGet, {
      path: { partnerId: partner.id },
      claims: administratorClaims,
    });
    expect(asAdmin.body).toMatchObject({
      id: partner.id,
      weeklyShiftLimit: 5,
      info: {
        email: 'maria.georgiou@example.com',
        phoneNumber: '+35799100002',
        description: 'Prefers night shifts',
      },
      bankDetails: { iban: 'CY17002001280000001200527600', bankName: 'Bank of Cyprus' },
    });
    const asSelf = await t.call(partnerGet, { path: { partnerId: partner.id }, claims: self });
    expect(asSelf.body.info).toMatchObject({
      idCard: 'K123456',
      address: { countryCode: 'CY', city: 'NICOSIA' },
    });
    expect(asSelf.body.info).not.toHaveProperty('description');
    const other = claimsOf('another-partner', 'EMPLOYEE');
    expect((await t.call(partnerGet, { path: { partnerId: partner.id }, claims: other })).status).toBe(404);
    expect((await t.call(partnerGet, { path: { partnerId: partner.id }, claims: clientClaims })).status).toBe(
      403,
    );
  });

  it('should refuse a phone number in use with 409, bad input with 400, and leave no sign-in behind', async () => {
    await create('99100003');
    const taken = await t.call(partnerCreate, {
      body: newPartnerBody('99100003'),
      claims: administratorClaims,
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This phone number is already in use.' } });
    const good = newPartnerBody('99100004');
    const bad = await t.call(partnerCreate, {
      body: { ...good, idCard: '123', iban: 'CY00 1234', phoneNumber: '+3579', positionIds: [], email: '' },
      claims: administratorClaims,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      idCard: 'Must be at least 6 characters.',
      iban: 'Must be valid IBAN number.',
      phoneNumber: 'Must be valid phone number.',
      positionIds: 'You need to select at least one.',
      email: 'Value is required',
    });
    const past = await t.call(partnerCreate, {
      body: { ...good, registrationExpirationDate: '2020-01-31' },
      claims: administratorClaims,
    });
    expect(past).toMatchObject({
      status: 400,
      body: { fieldErrors: { registrationExpirationDate: 'Date cannot be in the past.' } },
    });
    const restricted = await t.call(partnerCreate, {
      body: { ...good, status: 'RESTRICTED' },
      claims: administratorClaims,
    });
    expect(restricted.body.fieldErrors).toEqual({ restrictedReasonType: 'Value is required' });
    expect(await t.accounts.getUser('+35799100004')).toBeUndefined();
  });

  it('should let only administrators create, list and delete partners', async () => {
    const self = claimsOf('partner-x', 'EMPLOYEE');
    expect((await t.call(partnerCreate, { body: newPartnerBody('99100005'), claims: self })).status).toBe(
      403,
    );
    expect(
      (await t.call(partnerCreate, { body: newPartnerBody('99100005'), claims: clientClaims })).status,
    ).toBe(403);
    expect((await t.call(partnersList, { claims: self })).status).toBe(403);
    expect((await t.call(partnerRemove, { path: { partnerId: 'partner-x' }, claims: self })).status).toBe(
      403,
    );
    expect(await t.accounts.getUser('+35799100005')).toBeUndefined();
  });

  it('should let a partner edit its own profile and phone, but not positions, status or notes', async () => {
    const partner = await create('99100006');
    const self = claimsOf(partner.id, 'EMPLOYEE');
    const own = { ...ownProfileBody(newPartnerBody('99100007')), firstName: 'Marianna' };
    const edited = await t.call(partnerUpdate, { path: { partnerId: partner.id }, body: own, claims: self });
    expect(edited).toMatchObject({
      status: 200,
      body: { firstName: 'Marianna', status: 'VERIFIED', weeklyShiftLimit: 5 },
    });
    expect(await t.accounts.getUser('+35799100006')).toBeUndefined();
    expect(await t.accounts.getUser('+35799100007')).toMatchObject({ username: partner.id });
    const positions = await t.call(partnerUpdate, {
      path: { partnerId: partner.id },
      body: { ...own, positionIds: ['NURSE', 'CARER'] },
      claims: self,
    });
    expect(positions).toMatchObject({
      status: 403,
      body: { message: 'In order to change your positions contact our support.' },
    });
    for (const change of [{ status: 'PENDING' }, { description: 'I am great' }, { weeklyShiftLimit: 9 }]) {
      const refused = await t.call(partnerUpdate, {
        path: { partnerId: partner.id },
        body: { ...own, ...change },
        claims: self,
      });
      expect(refused.status).toBe(403);
    }
    const someoneElse = await t.call(partnerUpdate, {
      path: { partnerId: partner.id },
      body: own,
      claims: claimsOf('x', 'EMPLOYEE'),
    });
    expect(someoneElse.status).toBe(404);
    const stored = await t.call(partnerGet, { path: { partnerId: partner.id }, claims: administratorClaims });
    expect(stored.body).toMatchObject({
      positionIds: ['NURSE'],
      status: 'VERIFIED',
      info: { description: 'Prefers night shifts' },
    });
  });

  it('should refuse a phone number in use on update and keep the old one', async () => {
    const first = await create('99100008');
    await create('99100009');
    const body = { ...ownProfileBody(newPartnerBody('99100009')), firstName: 'Changed' };
    const taken = await t.call(partnerUpdate, {
      path: { partnerId: first.id },
      body,
      claims: administratorClaims,
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'PHONE_IN_USE' } });
    const stored = await t.call(partnerGet, { path: { partnerId: first.id }, claims: administratorClaims });
    expect(stored.body).toMatchObject({ firstName: 'Maria', info: { phoneNumber: '+35799100008' } });
    expect(await t.accounts.getUser('+35799100008')).toMatchObject({ username: first.id });
  });

  it('should refuse a DISABLED partner with its sign-in left enabled in the pool, let it in again, and delete it with the partner', async () => {
    const partner = await create('99100010');
    const body = newPartnerBody('99100010');
    const { phoneNumber: _unchanged, ...same } = body;
    const update = (status: string, extra: object = {}) =>
      t.call(partnerUpdate, {
        path: { partnerId: partner.id },
        body: { ...same, status, ...extra },
        claims: administratorClaims,
      });
    const ownProfile = () =>
      t.call(partnerGet, { path: { partnerId: partner.id }, claims: claimsOf(partner.id, 'EMPLOYEE') });
    expect((await update('DISABLED')).body.status).toBe('DISABLED');
    expect(await t.accounts.getUser(partner.id)).toMatchObject({ enabled: true });
    expect((await ownProfile()).status).toBe(401);
    const restricted = await update('RESTRICTED', { restrictedReasonType: 'LICENCE_EXPIRED' });
    expect(restricted.body).toMatchObject({ status: 'RESTRICTED', restrictedReasonType: 'LICENCE_EXPIRED' });
    expect(await t.accounts.getUser(partner.id)).toMatchObject({ enabled: true });
    const revocation = await createRepositories(t.db.service).signInRevocations.revokedAt([partner.id]);
    expect(revocation.get(partner.id)).toBeLessThanOrEqual(Date.now());
    const removed = await t.call(partnerRemove, {
      path: { partnerId: partner.id },
      claims: administratorClaims,
    });
    expect(removed).toEqual({ status: 200, body: null });
    expect(await t.accounts.getUser(partner.id)).toBeUndefined();
    expect(
      (await t.call(partnerGet, { path: { partnerId: partner.id }, claims: administratorClaims })).status,
    ).toBe(404);
  });

  it('should list partners by name prefix, status and position, 10 per page by default', async () => {
    await create('99100011', { firstName: 'Στέλιος', lastName: 'Παπαδόπουλος', positionIds: ['CARER'] });
    await create('99100012', { firstName: 'Stelios', lastName: 'Andreou', status: 'PENDING' });
    const byName = await t.call(partnersList, { query: { name: 'stel' }, claims: administratorClaims });
    expect(byName.body.items.map((p: { lastName: string }) => p.lastName).sort()).toEqual([
      'Andreou',
      'Παπαδόπουλος',
    ]);
    const pending = await t.call(partnersList, {
      query: { name: 'stel', status: 'PENDING' },
      claims: administratorClaims,
    });
    expect(pending.body.items.map((p: { lastName: string }) => p.lastName)).toEqual(['Andreou']);
    const carers = await t.call(partnersList, {
      query: { positionId: 'CARER' },
      claims: administratorClaims,
    });
    expect(carers.body.items.map((p: { lastName: string }) => p.lastName)).toEqual(['Παπαδόπουλος']);
    // Eleven partners of this test's own (other tests in the file may add more): 10 and then the rest.
    for (let n = 13; n <= 21; n += 1) await create(`991000${n}`, { lastName: `Zenonos ${n}` });
    const { data: all } = await t.db.service.entities.partner.query.byLastName({}).go({ pages: 'all' });
    expect(all.length).toBeGreaterThanOrEqual(11);
    const firstPage = await t.call(partnersList, { claims: administratorClaims });
    expect(firstPage.body.items).toHaveLength(10);
    expect(firstPage.body.items[0]).not.toHaveProperty('info');
    const pages = [firstPage.body.items];
    for (let cursor = firstPage.body.cursor; cursor;) {
      const page = await t.call(partnersList, { query: { cursor }, claims: administratorClaims });
      pages.push(page.body.items);
      cursor = page.body.cursor;
    }
    const sizes = pages.map((items) => items.length);
    const full = Math.floor(all.length / 10);
    expect(sizes).toEqual([...Array(full).fill(10), ...(all.length % 10 ? [all.length % 10] : [])]);
    const listed = pages.flat().map((p: { id: string }) => p.id);
    expect(new Set(listed)).toEqual(new Set(all.map((p) => p.partnerId)));
    const short = await t.call(partnersList, { query: { name: 'st' }, claims: administratorClaims });
    expect(short).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: 'Must be at least 3 characters.' } },
    });
  });

  it('should welcome a new partner by SMS in its language (issue 32 item 12)', async () => {
    const since = new Date().toISOString();
    const outbox = createOutboxClient(process.env.SNS_ENDPOINT as string);
    await create('99100031');
    // The request only wrote the welcome into the outbox (issue 32); its sender sends it.
    expect(await outbox.list({ to: '+35799100031', channel: 'sms', since })).toEqual([]);
    await deliverOutbox();
    const sms = await outbox.waitFor('+35799100031', { channel: 'sms', since });
    expect(sms.body).toMatch(/^CareShift: καλώς ήρθατε, /);
    expect(sms.body).toContain('Συνδέεστε με αυτόν τον αριθμό τηλεφώνου.');
  });

  it('should tell a partner by SMS, in its saved language, when an administrator verifies it, and only then (issue 32 item 12)', async () => {
    const outbox = createOutboxClient(process.env.SNS_ENDPOINT as string);
    const partner = await create('99100030', { status: 'PENDING' });
    const body = newPartnerBody('99100030');
    const { phoneNumber: _unchanged, ...same } = body;
    const update = (status: string) =>
      t.call(partnerUpdate, {
        path: { partnerId: partner.id },
        body: { ...same, status },
        claims: administratorClaims,
      });
    const since = new Date().toISOString();
    expect((await update('PENDING')).status).toBe(200);
    expect(await outbox.list({ to: '+35799100030', channel: 'sms', since })).toEqual([]);
    expect((await update('VERIFIED')).status).toBe(200);
    const sms = await outbox.waitFor('+35799100030', { channel: 'sms', since });
    expect(sms.body).toContain('επαληθεύτηκε');
    const again = new Date().toISOString();
    expect((await update('VERIFIED')).status).toBe(200);
    expect(await outbox.list({ to: '+35799100030', channel: 'sms', since: again })).toEqual([]);
  });
});
