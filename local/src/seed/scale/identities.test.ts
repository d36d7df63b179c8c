import { describe, expect, it } from 'vitest';

import { buildClients, buildPartners, buildSystemUsers } from './build-accounts';
import { applyIdentities, assignPeopleIds } from './identities';
import type { SeedPerson } from './identities';
import { Random } from './random';

const NOW = Date.parse('2026-05-20T09:00:00.000Z');
const DAY = 86_400_000;
const POSITIONS = ['CARE_ASSISTANT', 'MIDWIFE', 'REGISTERED_NURSE'];

function people(seed = 7) {
  const random = new Random(seed);
  return {
    clients: buildClients(random, 3, POSITIONS, NOW),
    partners: buildPartners(random, 6, POSITIONS, NOW),
    systemUsers: buildSystemUsers(random, 2, NOW),
  };
}

describe('applyIdentities', () => {
  it('should give the first clients the chosen owner, id, name and positions, VERIFIED', () => {
    const { clients, partners } = people();
    clients[1]!.client.status = 'DISABLED';
    applyIdentities(
      {
        clientOwners: [
          { userId: 'owner-a', email: 'owner@a.local' },
          {
            userId: 'owner-b',
            email: 'owner@b.local',
            firstName: 'Χριστίνα',
            lastName: 'Παπαδοπούλου',
            lang: 'el',
            client: { clientId: 'client-b', name: 'Κλινική Αγία Σκέπη', positionIds: ['MIDWIFE'] },
          },
        ],
      },
      clients,
      partners,
      NOW,
    );
    expect(clients[0]?.users[0]).toMatchObject({ userId: 'owner-a', email: 'owner@a.local', owner: true });
    const second = clients[1]!;
    expect(second.client).toMatchObject({
      clientId: 'client-b',
      name: 'Κλινική Αγία Σκέπη',
      legalName: 'Κλινική Αγία Σκέπη Ltd',
      status: 'VERIFIED',
      positionIds: ['MIDWIFE'],
    });
    expect(second.client.description).toContain('Κλινική Αγία Σκέπη');
    expect(second.users.every((user) => user.clientId === 'client-b')).toBe(true);
    expect(second.users[0]).toMatchObject({ userId: 'owner-b', firstName: 'Χριστίνα', lang: 'el' });
  });

  it('should add the chosen users after the owner as VERIFIED non-owners, appending when needed', () => {
    const { clients, partners } = people();
    clients[0]!.users.splice(1);
    const user = { firstName: 'Sarah', lastName: 'Whitfield', lang: 'en' as const };
    applyIdentities(
      {
        clientUsers: [
          { ...user, clientIndex: 0, userId: 'desk-a', email: 'desk@a.local' },
          { ...user, clientIndex: 0, userId: 'desk-a2', email: 'desk2@a.local' },
        ],
      },
      clients,
      partners,
      NOW,
    );
    const users = clients[0]!.users;
    expect(users.map((u) => u.userId).slice(1)).toEqual(['desk-a', 'desk-a2']);
    for (const added of users.slice(1)) {
      expect(added).toMatchObject({
        status: 'VERIFIED',
        owner: false,
        clientId: clients[0]!.client.clientId,
      });
      expect(Date.parse(added.createdAt)).toBeLessThan(NOW);
    }
  });

  it('should give each chosen partner its status with the history that goes with it', () => {
    const { clients, partners } = people();
    const identity = (partnerId: string, status: 'VERIFIED' | 'PENDING' | 'RESTRICTED' | 'DISABLED') => ({
      partnerId,
      phoneNumber: `+3579900000${partnerId.length}`,
      status,
      firstName: 'Μαρία',
      lastName: 'Ιωάννου',
      weeklyShiftLimit: null,
    });
    partners[0]!.profile.weeklyShiftLimit = 4;
    applyIdentities(
      {
        partners: [
          identity('p', 'VERIFIED'),
          identity('pp', 'PENDING'),
          identity('ppp', 'RESTRICTED'),
          identity('pppp', 'DISABLED'),
        ],
      },
      clients,
      partners,
      NOW,
    );
    const [verified, pending, restricted, disabled] = partners as [
      (typeof partners)[0],
      (typeof partners)[0],
      (typeof partners)[0],
      (typeof partners)[0],
    ];
    expect(verified.profile).toMatchObject({ partnerId: 'p', status: 'VERIFIED', firstName: 'Μαρία' });
    expect(verified.profile.weeklyShiftLimit).toBeUndefined();
    expect(verified.profile.registrationExpirationDate! > '2026-05-20').toBe(true);
    expect(verified.activeUntil).toBe(Number.POSITIVE_INFINITY);
    expect(verified.info).toMatchObject({ partnerId: 'p', phoneNumber: '+35799000001' });
    expect(verified.info.email).toMatch(/^maria\.ioanno[uy]+\.\d+@example\.com$/);
    expect(verified.bankDetails.partnerId).toBe('p');

    expect(pending.profile.status).toBe('PENDING');
    expect(pending.activeUntil).toBe(pending.activeFrom);
    expect(NOW - Date.parse(pending.profile.createdAt)).toBeLessThanOrEqual(7 * DAY);

    expect(restricted.profile).toMatchObject({
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
    });
    expect(restricted.profile.registrationExpirationDate! < '2026-05-20').toBe(true);
    expect(restricted.activeUntil).toBeLessThan(NOW);

    expect(disabled.profile.status).toBe('DISABLED');
    expect(disabled.profile.restrictedReasonType).toBeUndefined();
    expect(disabled.activeUntil).toBeLessThan(NOW);
  });
});

describe('assignPeopleIds', () => {
  it('should give every made-up person the id returned for them, and leave the chosen ones alone', async () => {
    const made = people();
    const identities = { partners: [{ partnerId: 'chosen', phoneNumber: '+35799000001' }] };
    applyIdentities(identities, made.clients, made.partners, NOW);
    let asked: SeedPerson[] = [];
    await assignPeopleIds(made, identities, async (list) => {
      asked = list;
      return list.map((_, i) => `sub-${i}`);
    });
    const users = made.clients.flatMap((c) => c.users);
    expect(asked).toHaveLength(users.length + made.partners.length - 1 + made.systemUsers.length);
    expect(asked.filter((p) => p.kind === 'clientUser')).toHaveLength(users.length);
    expect(made.partners[0]?.profile.partnerId).toBe('chosen');
    const ids = [
      ...users.map((u) => u.userId),
      ...made.partners
        .slice(1)
        .flatMap((p) => [p.profile.partnerId, p.info.partnerId, p.bankDetails.partnerId]),
      ...made.systemUsers.map((u) => u.systemUserId),
    ];
    expect(ids.every((id) => id.startsWith('sub-'))).toBe(true);
    expect(new Set(users.map((u) => u.userId)).size).toBe(users.length);
  });

  it('should refuse an answer that does not give one id per person', async () => {
    const made = people();
    await expect(assignPeopleIds(made, undefined, async () => ['only-one'])).rejects.toThrow(/ids for/);
  });
});
