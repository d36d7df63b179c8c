import { beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';
import { SYSTEM_USER_STATUSES } from '@careshift/domain/system-users/status';

import { contextAt } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';

import type { ClientUserRecord } from './client-users';
import type { ClientRecord } from './clients';
import { createRepositories } from './create-repositories';

const NOW = '2026-03-01T08:00:00.000Z';
const at = (minute: number) => new Date(Date.parse(NOW) + minute * 60_000).toISOString();

function client(i: number): ClientRecord {
  return {
    clientId: `cl-${String(i).padStart(2, '0')}`,
    name: `Clinic ${i}`,
    legalName: `Clinic ${i} Ltd`,
    status: 'VERIFIED',
    positionIds: ['nurse'],
    address: { countryCode: 'CY', city: 'LIMASSOL', street: 'Anexartisias 1', postalCode: '3036' },
    createdAt: at(i),
    updatedAt: at(i),
    version: 1,
  };
}

const user = (userId: string, clientId: string, minute: number): ClientUserRecord => ({
  userId,
  clientId,
  firstName: 'Anna',
  lastName: 'Owner',
  email: `${userId}@example.com`,
  status: 'VERIFIED',
  lang: 'en',
  createdAt: at(minute),
  updatedAt: at(minute),
});

describe('clients, users, settings and records', () => {
  let repos: ReturnType<typeof createRepositories>;
  // A table per test (a few milliseconds): counts, lists and sequences read everything in it.
  beforeEach(async () => {
    repos = createRepositories((await createTestDb()).service);
  });
  const createClient = (i: number) =>
    repos.clients.createClient(client(i), user(`owner-${i}`, '', i), contextAt(NOW));

  it('should create clients with their owners, count them and list them by creation date both ways', async () => {
    for (let i = 0; i < 13; i++) expect(await createClient(i)).toBe(true);
    expect(await repos.clients.createClient(client(0), user('owner-x', '', 0), contextAt(NOW))).toBe(false);
    expect((await repos.aggregates.readEntityCounts()).clients).toBe(13);
    const first = await repos.clients.listClientsByCreated({});
    const second = await repos.clients.listClientsByCreated({ cursor: first.cursor });
    expect([...first.items, ...second.items].map((c) => c.clientId)).toEqual(
      Array.from({ length: 13 }, (_, i) => `cl-${String(12 - i).padStart(2, '0')}`),
    );
    expect(second.cursor).toBeNull();
    const oldest = await repos.clients.listClientsByCreated({ direction: 'asc', limit: 2 });
    expect(oldest.items.map((c) => c.clientId)).toEqual(['cl-00', 'cl-01']);
    expect(await repos.clientUsers.getClientUser('owner-3')).toMatchObject({
      clientId: 'cl-03',
      owner: true,
    });
  });

  it('should update a client, audit its status change and refuse a stale update', async () => {
    await createClient(1);
    const before = (await repos.clients.getClient('cl-01')) as ClientRecord;
    const { clientId: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = before;
    const after = await repos.clients.updateClient(
      before,
      { ...fields, status: 'DISABLED' },
      contextAt(at(30)),
    );
    expect(after).toMatchObject({ status: 'DISABLED', version: 2 });
    expect(
      await repos.clients.updateClient(before, { ...fields, name: 'Stale' }, contextAt(at(31))),
    ).toBeUndefined();
    const trail = await repos.audit.listAuditTrail({ subjectType: 'client', subjectId: 'cl-01' });
    expect(trail.items.map((e) => [e.action, e.from, e.to])).toEqual([
      ['client-create', undefined, 'VERIFIED'],
      ['client-status', 'VERIFIED', 'DISABLED'],
    ]);
  });

  it('should list, update and remove a client’s users, only within that client', async () => {
    await createClient(2);
    for (let i = 0; i < 22; i++)
      await repos.clientUsers.createClientUser(user(`u-${String(i).padStart(2, '0')}`, 'cl-02', 100 + i));
    const first = await repos.clientUsers.listClientUsers({ clientId: 'cl-02' });
    expect(first.items).toHaveLength(20);
    const second = await repos.clientUsers.listClientUsers({ clientId: 'cl-02', cursor: first.cursor });
    expect(second.items.map((u) => u.userId)).toEqual(['u-19', 'u-20', 'u-21']);
    expect(first.items[0]?.userId).toBe('owner-2');
    expect(await repos.clientUsers.updateClientUser('cl-05', 'u-00', { firstName: 'X' })).toBeUndefined();
    expect((await repos.clientUsers.updateClientUser('cl-02', 'u-00', { firstName: 'Eva' }))?.firstName).toBe(
      'Eva',
    );
    expect(await repos.clientUsers.removeClientUser('cl-05', 'u-01')).toBe(false);
    expect(await repos.clientUsers.removeClientUser('cl-02', 'u-01')).toBe(true);
  });

  it('should keep system settings and a client’s own configuration', async () => {
    expect(await repos.settings.getSystemSettings()).toBeUndefined();
    await repos.settings.saveSystemSettings(
      { ...DEFAULT_SYSTEM_SETTINGS, companyCommissionRatePercent: 25, employeeRatePercent: 75 },
      contextAt(NOW),
      DEFAULT_SYSTEM_SETTINGS,
    );
    expect(await repos.settings.getSystemSettings()).toEqual({
      ...DEFAULT_SYSTEM_SETTINGS,
      companyCommissionRatePercent: 25,
      employeeRatePercent: 75,
    });
    const own = {
      companyCommissionRatePercent: 15,
      employeeRatePercent: 85,
      nightShiftStartHour: 21,
      nightShiftEndHour: 7,
    };
    await repos.settings.saveClientSettings('cl-04', own, contextAt(NOW));
    expect(await repos.settings.getClientSettings('cl-04')).toEqual(own);
    await repos.settings.removeClientSettings('cl-04', contextAt(NOW));
    expect(await repos.settings.getClientSettings('cl-04')).toBeUndefined();
    const trail = await repos.audit.listAuditTrail({ subjectType: 'client', subjectId: 'cl-04' });
    expect(trail.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['client-config-update', 'client-config-remove']),
    );
  });

  it('should list system users by status, newest first, 20 per page', async () => {
    for (let i = 0; i < 24; i++) {
      await repos.systemUsers.createSystemUser({
        systemUserId: `su-${String(i).padStart(2, '0')}`,
        firstName: 'Admin',
        lastName: String(i),
        email: `su${i}@example.com`,
        status: SYSTEM_USER_STATUSES[i % 3] ?? 'ACTIVE',
        lang: 'en',
        receiveRequestUpdates: i % 2 === 0,
        createdAt: at(i),
        updatedAt: at(i),
      });
    }
    const active = await repos.systemUsers.listSystemUsers({ statuses: ['ACTIVE', 'INACTIVE'] });
    expect(active.items).toHaveLength(16);
    expect(active.items[0]?.systemUserId).toBe('su-22');
    const everyone = await repos.systemUsers.listSystemUsers({});
    expect(everyone.items).toHaveLength(20);
    const rest = await repos.systemUsers.listSystemUsers({ cursor: everyone.cursor });
    expect(rest.items.map((u) => u.systemUserId)).toEqual(['su-03', 'su-02', 'su-01', 'su-00']);
  });

  it('should store contact messages and list them newest first', async () => {
    for (let i = 0; i < 3; i++) {
      await repos.contactMessages.createContactMessage({
        messageId: `m${i}`,
        name: 'N',
        email: 'n@example.com',
        phoneNumber: '+35799000000',
        subject: 'HIRE',
        message: 'Hi',
        createdAt: at(i),
      });
    }
    expect((await repos.contactMessages.listContactMessages({})).items.map((m) => m.messageId)).toEqual([
      'm2',
      'm1',
      'm0',
    ]);
  });

  it('should run an idempotent request once and replay its reply', async () => {
    const now = Date.parse(NOW);
    const options = { ttlSeconds: 3600 };
    expect(
      await repos.idempotency.beginIdempotentRequest({ key: 'k1', requestHash: 'h', now }, options),
    ).toEqual({ state: 'started' });
    expect(
      await repos.idempotency.beginIdempotentRequest({ key: 'k1', requestHash: 'h', now }, options),
    ).toEqual({ state: 'in-progress' });
    await repos.idempotency.completeIdempotentRequest('k1', { id: 'shift-1' }, now);
    expect(
      await repos.idempotency.beginIdempotentRequest({ key: 'k1', requestHash: 'h', now }, options),
    ).toEqual({ state: 'completed', response: { id: 'shift-1' } });
    expect(
      await repos.idempotency.beginIdempotentRequest({ key: 'k1', requestHash: 'other', now }, options),
    ).toEqual({ state: 'mismatch' });
    const later = now + 3601_000;
    expect(
      await repos.idempotency.beginIdempotentRequest({ key: 'k1', requestHash: 'h', now: later }, options),
    ).toEqual({ state: 'started' });
    await repos.idempotency.beginIdempotentRequest({ key: 'k2', requestHash: 'h', now }, options);
    expect(
      await repos.idempotency.beginIdempotentRequest(
        { key: 'k2', requestHash: 'h', now: now + 200_000 },
        options,
      ),
    ).toEqual({ state: 'started' });
    await repos.idempotency.releaseIdempotentRequest('k2');
  });

  it('should allocate reference numbers in blocks without gaps or repeats under concurrency', async () => {
    const firsts = await Promise.all(
      Array.from({ length: 10 }, () => repos.sequences.allocateRefNumbers('shift', 3)),
    );
    const numbers = firsts.flatMap((first) => [first, first + 1, first + 2]).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await repos.sequences.raiseSequence('invoice', 500);
    await repos.sequences.raiseSequence('invoice', 100);
    expect(await repos.sequences.allocateRefNumbers('invoice')).toBe(501);
  });
});
