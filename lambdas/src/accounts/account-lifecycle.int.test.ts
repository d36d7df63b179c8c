import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newClientBodySchema } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { ConflictError, ValidationError } from '@careshift/domain';
import { startAccountsTwin } from '@careshift/local/testing/accounts-twin';
import type { AccountsTwin } from '@careshift/local/testing/accounts-twin';

import { createClient } from '../clients/clients';
import { systemClock } from '../clock';
import { createRecordingSender } from '../notifications/message-sender';
import { createPartner } from '../partners/partners';
import { createSystemUser } from '../system-users/system-users';
import { administratorClaims } from '../testing/http-event';

import { createWithAccount, removeWithAccount, updateWithAccount } from './account-lifecycle';
import { createCognitoAccounts } from './cognito-accounts';
import type { CognitoAccounts } from './cognito-accounts';
import { REFUSED_UNTIL_ALLOWED, withSignInRevocation } from './revoking-accounts';

const admin = {
  userId: administratorClaims.sub,
  role: 'SYSTEM_USER' as const,
  clientId: undefined,
  email: undefined,
  phoneNumber: undefined,
  issuedAt: undefined,
};

describe('account lifecycle: sign-ins and records are written in an order that leaves no orphan', () => {
  let twin: AccountsTwin;
  let accounts: CognitoAccounts;
  let working: ReturnType<typeof createRepositories>;
  /** A record write that fails the way DynamoDB fails (ElectroDB wraps the service error). */
  const failedWrite = () =>
    Promise.reject(new Error('Error thrown by DynamoDB client: "Internal server error"'));

  beforeAll(async () => {
    twin = await startAccountsTwin();
    accounts = createCognitoAccounts(twin.client, twin.twin.userPoolId);
    working = createRepositories((await createTestDb()).service);
    await working.positions.createPosition({
      positionId: 'NURSE',
      name: 'Nurse',
      normalDayHourlyRate: 1500,
      normalNightHourlyRate: 1800,
      holidayDayHourlyRate: 2200,
      holidayNightHourlyRate: 2600,
      createdAt: '2026-01-01T08:00:00.000Z',
      updatedAt: '2026-01-01T08:00:00.000Z',
    });
  });
  afterAll(() => twin.stop());
  /** The welcomes waiting in the outbox (they commit with the records, so a failed write leaves none). */
  const pendingNotices = () =>
    working.notificationIntents.listPendingIntents({ createdBefore: '9999-01-01', limit: 10 });

  it('should delete the new sign-in when the system user record cannot be written', async () => {
    const deps = {
      systemUsers: { ...working.systemUsers, createSystemUser: failedWrite },
      accounts,
      clock: systemClock,
    };
    const body = {
      firstName: 'A',
      lastName: 'B',
      email: 'orphan@careshift.example',
      status: 'ACTIVE' as const,
      lang: 'en' as const,
      receiveRequestUpdates: false,
      password: 'first-secret-1',
    };
    await expect(createSystemUser(deps, body)).rejects.toThrow('Internal server error');
    expect(await twin.getUser('orphan@careshift.example')).toBeUndefined();
  });

  it('should delete the owner sign-in when the client transaction cannot be written, and welcome no one', async () => {
    const clients = { ...working.clients, createClient: failedWrite };
    const deps = {
      clients,
      clientUsers: working.clientUsers,
      positions: working.positions,
      settings: working.settings,
      aggregates: working.aggregates,
      shifts: working.shifts,
      systemUsers: working.systemUsers,
      accounts,
      clock: systemClock,
      notificationIntents: working.notificationIntents,
      appUrl: async () => undefined,
    };
    const body = newClientBodySchema.parse({
      name: 'Orphan Clinic',
      legalName: '',
      description: '',
      positionIds: ['NURSE'],
      address: { street: '1 Main', street2: '', city: 'PAPHOS' as const, postalCode: '8010' },
      user: {
        firstName: 'A',
        lastName: 'B',
        email: 'orphan-owner@clinic.example',
        password: 'first-secret-1',
        lang: 'en' as const,
      },
    });
    await expect(createClient(deps, admin, body)).rejects.toThrow('Internal server error');
    expect(await twin.getUser('orphan-owner@clinic.example')).toBeUndefined();
    expect(await pendingNotices()).toEqual([]);
  });

  it('should delete the phone sign-in when the partner records cannot be written, and welcome no one', async () => {
    const recording = createRecordingSender();
    const partners = { ...working.partners, createPartner: failedWrite };
    const deps = {
      partners,
      partnerPrivate: working.partnerPrivate,
      positions: working.positions,
      accounts,
      clock: systemClock,
      sender: recording.sender,
      logError: () => undefined,
      appUrl: async () => undefined,
    };
    const body = {
      firstName: 'A',
      lastName: 'B',
      idCard: '1234567',
      registrationNumber: 'R1',
      registrationExpirationDate: '',
      phoneNumber: '+35799300001',
      email: 'a@b.example',
      lang: 'en' as const,
      iban: '',
      bankName: '',
      tiNumber: '',
      positionIds: ['NURSE'],
      status: 'VERIFIED' as const,
      restrictedReasonType: undefined,
      weeklyShiftLimit: null,
      description: '',
    };
    await expect(createPartner(deps, admin, body)).rejects.toThrow('Internal server error');
    expect(await twin.getUser('+35799300001')).toBeUndefined();
    expect(recording.sent).toEqual([]);
    expect(await pendingNotices()).toEqual([]);
  });

  it('should delete a half-made account whose password the pool refuses, and say why', async () => {
    const made = createWithAccount(
      accounts,
      {
        username: 'weak@careshift.example',
        email: 'weak@careshift.example',
        password: 'abc',
        role: 'SYSTEM_USER',
      },
      'email',
      async () => 'written',
    );
    await expect(made).rejects.toBeInstanceOf(ValidationError);
    expect(await twin.getUser('weak@careshift.example')).toBeUndefined();
  });

  it('should put the sign-in back when the record update reports a conflict or fails', async () => {
    const { authId } = await accounts.createAccount({
      username: 'before@careshift.example',
      email: 'before@careshift.example',
      password: 'first-secret-1',
      role: 'SYSTEM_USER',
      lang: 'en',
    });
    const change = {
      before: { email: 'before@careshift.example', lang: 'en' as const, enabled: true },
      after: { email: 'after@careshift.example', lang: 'el' as const, enabled: false },
    };
    expect(await updateWithAccount(accounts, authId, change, 'email', async () => undefined)).toBeUndefined();
    const failing = updateWithAccount(accounts, authId, change, 'email', async () => {
      throw new ConflictError();
    });
    await expect(failing).rejects.toBeInstanceOf(ConflictError);
    expect(await twin.getUser(authId)).toMatchObject({
      enabled: true,
      attributes: { email: 'before@careshift.example', locale: 'en' },
    });
    await expect(twin.signIn('before@careshift.example', 'first-secret-1')).resolves.toMatchObject({
      sub: authId,
    });
  });

  it('should keep the sign-in working when the record is not removed, and delete it when it is', async () => {
    const { authId } = await accounts.createAccount({
      username: '+35799300002',
      phoneNumber: '+35799300002',
      role: 'EMPLOYEE',
    });
    expect(await removeWithAccount(accounts, authId, async () => false)).toBe(false);
    await expect(
      removeWithAccount(accounts, authId, () => Promise.reject(new Error('DynamoDB down'))),
    ).rejects.toThrow('DynamoDB down');
    expect(await twin.getUser(authId)).toMatchObject({ enabled: true });
    let enabledDuringRemoval: boolean | undefined;
    const removed = await removeWithAccount(accounts, authId, async () => {
      enabledDuringRemoval = (await twin.getUser(authId))?.enabled;
      return true;
    });
    expect(removed).toBe(true);
    expect(enabledDuringRemoval).toBe(false);
    expect(await twin.getUser(authId)).toBeUndefined();
  });

  it('should keep a refused phone sign-in enabled in the pool and revoke its tokens until it is allowed again', async () => {
    const revocations = working.signInRevocations;
    const revoking = withSignInRevocation(accounts, revocations);
    const revokedAt = async (id: string) => (await revocations.revokedAt([id])).get(id);
    const partner = { username: '+35799300003', phoneNumber: '+35799300003', role: 'EMPLOYEE' as const };
    const id = await createWithAccount(
      revoking,
      { ...partner, enabled: false },
      'phone',
      async (authId) => authId,
    );
    expect(await twin.getUser(id)).toMatchObject({ enabled: true });
    expect(await revokedAt(id)).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    const state = (enabled: boolean) => ({ phoneNumber: partner.phoneNumber, lang: 'en' as const, enabled });
    const allow = { before: state(false), after: state(true) };
    expect(await updateWithAccount(revoking, id, allow, 'phone', async () => 'allowed')).toBe('allowed');
    expect(await revokedAt(id)).toBeLessThanOrEqual(Date.now());
    const refuse = { before: state(true), after: state(false) };
    expect(await updateWithAccount(revoking, id, refuse, 'phone', async () => 'refused')).toBe('refused');
    expect(await twin.getUser(id)).toMatchObject({ enabled: true });
    expect(await revokedAt(id)).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    await updateWithAccount(revoking, id, allow, 'phone', async () => undefined);
    expect(await revokedAt(id)).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    expect(await removeWithAccount(revoking, id, async () => true)).toBe(true);
    expect(await revokedAt(id)).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    expect(await twin.getUser(id)).toBeUndefined();
  });

  it('should still disable an e-mail sign-in in the pool', async () => {
    const { authId } = await accounts.createAccount({
      username: 'disable-me@careshift.example',
      email: 'disable-me@careshift.example',
      password: 'first-secret-1',
      role: 'CLIENT',
    });
    const state = (enabled: boolean) => ({ email: 'disable-me@careshift.example', enabled });
    const change = { before: state(true), after: state(false) };
    await updateWithAccount(accounts, authId, change, 'email', async () => 'disabled');
    expect(await twin.getUser(authId)).toMatchObject({ enabled: false });
  });
});
