import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  clientCreate,
  clientGet,
  clientShiftCounts,
  clientUpdate,
  clientUserResetPassword,
  clientUsersList,
} from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { claimsOf, startAreaTest } from '@careshift/local/testing/area-test';
import type { AreaTest } from '@careshift/local/testing/area-test';

import { administratorClaims, partnerClaims } from '../testing/http-event';

const address = { countryCode: 'CY', street: '5 Ledras Street', city: 'NICOSIA', postalCode: '1011' };
const details = { name: 'Hygeia Care', positionIds: ['NURSE'], address };
const configs = {
  companyCommissionRatePercent: 30,
  nightShiftStartHour: 21,
  nightShiftEndHour: 7,
};
const NOW = '2026-03-01T08:00:00.000Z';

describe('clients area Lambda: configuration, shift counts, partner access, password reset', () => {
  let t: AreaTest;
  let repos: Repositories;
  let clientId: string;
  let owner: Record<string, string>;
  let ownerId: string;

  const createClient = async (email: string) => {
    const { body } = await t.call(clientCreate, {
      body: {
        ...details,
        user: { firstName: 'Maria', lastName: 'Kyriakou', email, password: 'first-secret-1', lang: 'en' },
      },
      claims: administratorClaims,
    });
    return body.id as string;
  };
  const update = (body: object, claims: Record<string, string>, id = clientId) =>
    t.call(clientUpdate, { path: { clientId: id }, body, claims });
  const get = (claims: Record<string, string>, id = clientId) =>
    t.call(clientGet, { path: { clientId: id }, claims });

  beforeAll(async () => {
    t = await startAreaTest(() => import('./handler'));
    repos = createRepositories(t.db.service);
    clientId = await createClient('owner@hygeia.example');
    const users = await t.call(clientUsersList, { path: { clientId }, claims: administratorClaims });
    ownerId = users.body.items[0].id;
    owner = claimsOf(ownerId, 'OWNER', clientId);
  });
  afterAll(() => t.stop());

  it("should save a client's own configuration, show it to administrators only, and remove it with null", async () => {
    const saved = await update({ configs }, administratorClaims);
    expect(saved).toMatchObject({
      status: 200,
      body: { configs: { ...configs, employeeRatePercent: 70 } },
    });
    expect(await repos.settings.getClientSettings(clientId)).toEqual({ ...configs, employeeRatePercent: 70 });
    expect((await get(administratorClaims)).body.configs).toEqual({ ...configs, employeeRatePercent: 70 });
    const own = await get(owner);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('configs');

    const removed = await update({ configs: null }, administratorClaims);
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty('configs');
    expect(await repos.settings.getClientSettings(clientId)).toBeUndefined();
    const trail = await repos.audit.listAuditTrail({ subjectType: 'client', subjectId: clientId });
    expect(trail.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['client-config-update', 'client-config-remove']),
    );
  });

  it('should refuse a configuration from client users (403) and bad values (400), changing nothing', async () => {
    expect((await update({ configs }, owner)).status).toBe(403);
    expect((await update({ configs: null }, owner)).status).toBe(403);
    const bad = await update(
      { configs: { ...configs, companyCommissionRatePercent: 101, nightShiftEndHour: 21 } },
      administratorClaims,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      'configs.companyCommissionRatePercent': 'Must be a whole number from 0 to 100.',
      'configs.nightShiftEndHour': 'Night start and end must differ.',
    });
    const wrongType = await update({ configs: { ...configs, nightShiftEndHour: 'x' } }, administratorClaims);
    expect(wrongType.status).toBe(400);
    const mixed = await update({ ...details, configs }, administratorClaims);
    expect(mixed.status).toBe(200);
    expect(mixed.body).not.toHaveProperty('configs');
    expect(await repos.settings.getClientSettings(clientId)).toBeUndefined();
    const missing = await update({ configs }, administratorClaims, 'no-such-client');
    expect(missing.status).toBe(404);
  });

  it('should let a client user drop a position but refuse adding one (403), changing nothing', async () => {
    await update({ ...details, positionIds: ['NURSE', 'CARER'] }, administratorClaims);
    expect((await update({ ...details, positionIds: ['NURSE'] }, owner)).status).toBe(200);
    expect((await update({ ...details, positionIds: ['NURSE', 'CARER'] }, owner)).status).toBe(403);
    expect((await get(administratorClaims)).body.positionIds).toEqual(['NURSE']);
  });

  it("should audit a client's status change with from and to", async () => {
    await update({ ...details, status: 'PENDING' }, administratorClaims);
    await update({ ...details, status: 'VERIFIED' }, administratorClaims);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'client', subjectId: clientId });
    const moves = trail.items.filter((entry) => entry.action === 'client-status');
    expect(moves.map((entry) => [entry.from, entry.to, entry.actorRole])).toEqual([
      ['VERIFIED', 'PENDING', 'SYSTEM_USER'],
      ['PENDING', 'VERIFIED', 'SYSTEM_USER'],
    ]);
  });

  it("should count a client's open and closed shifts from its counters, for administrators only", async () => {
    const countsId = await createClient('owner@counts.example');
    const shift = (id: string, status: 'VERIFIED' | 'CLAIMED' | 'FINISHED' | 'CANCELED') =>
      newShift({ shiftId: id, clientId: countsId, status, startDate: '2026-04-01T07:00:00.000Z' });
    await repos.shifts.createShifts(
      [shift('c1', 'VERIFIED'), shift('c2', 'VERIFIED'), shift('c3', 'FINISHED'), shift('c4', 'CANCELED')],
      contextAt(NOW),
    );
    const [open] = await repos.shifts.getShifts(['c1']);
    if (open) await repos.shifts.cancelShift({ shift: open, reason: 'Not needed', context: contextAt(NOW) });
    const counts = await t.call(clientShiftCounts, {
      path: { clientId: countsId },
      claims: administratorClaims,
    });
    expect(counts).toEqual({ status: 200, body: { open: 1, closed: 3 } });
    const none = await t.call(clientShiftCounts, { path: { clientId }, claims: administratorClaims });
    expect(none.body).toEqual({ open: 0, closed: 0 });
    expect((await t.call(clientShiftCounts, { path: { clientId }, claims: owner })).status).toBe(403);
    expect((await t.call(clientShiftCounts, { path: { clientId }, claims: partnerClaims })).status).toBe(403);
    const missing = await t.call(clientShiftCounts, {
      path: { clientId: 'no-such-client' },
      claims: administratorClaims,
    });
    expect(missing.status).toBe(404);
  });

  it('should show a partner only an organisation it holds or held a shift of, without its configuration', async () => {
    const workedId = await createClient('owner@worked.example');
    await update({ configs }, administratorClaims, workedId);
    const partner = claimsOf('partner-worked', 'EMPLOYEE');
    expect((await get(partner, workedId)).status).toBe(404);
    await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'held-by-partner',
          clientId: workedId,
          status: 'FINISHED',
          claimedBy: 'partner-worked',
          partnerName: 'Anna Worked',
          startDate: '2026-02-01T07:00:00.000Z',
        }),
      ],
      contextAt(NOW),
    );
    const seen = await get(partner, workedId);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: workedId, name: 'Hygeia Care', address: { city: 'NICOSIA' } });
    expect(seen.body).not.toHaveProperty('configs');
    const stranger = await get(claimsOf('partner-stranger', 'EMPLOYEE'), workedId);
    expect(stranger).toEqual({ status: 404, body: (await get(partner, 'no-such-client')).body });
  });

  it("should send a client user's reset-password e-mail to administrators and the client's own users only", async () => {
    const sent = () => t.accounts.sentEmails.filter((mail) => mail.to === 'owner@hygeia.example').length;
    const before = sent();
    const reset = (claims: Record<string, string>, id = clientId) =>
      t.call(clientUserResetPassword, { path: { clientId: id, userId: ownerId }, claims });
    expect(await reset(administratorClaims)).toEqual({ status: 200, body: null });
    expect(await reset(owner)).toEqual({ status: 200, body: null });
    expect(sent()).toBe(before + 2);
    expect((await reset(partnerClaims)).status).toBe(403);
    expect((await reset(claimsOf('someone', 'OWNER', 'another-company'))).status).toBe(404);
    expect((await reset(administratorClaims, 'another-company')).status).toBe(404);
    expect(sent()).toBe(before + 2);
    await expect(t.accounts.signIn('owner@hygeia.example', 'first-secret-1')).resolves.toMatchObject({
      sub: ownerId,
    });
  });

  it('should refuse a disabled client user token issued before the client was disabled', async () => {
    const disabledId = await createClient('owner@closing.example');
    const users = await t.call(clientUsersList, {
      path: { clientId: disabledId },
      claims: administratorClaims,
    });
    const issued = {
      ...claimsOf(users.body.items[0].id, 'OWNER', disabledId),
      iat: String(Math.floor(Date.now() / 1000) - 60),
    };
    await update({ ...details, status: 'DISABLED' }, administratorClaims, disabledId);
    expect((await get(issued, disabledId)).status).toBe(401);
    await expect(t.accounts.signIn('owner@closing.example', 'first-secret-1')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining('Your organisation is disabled'),
    });
  });
});
