import type { ClientRecord, ClientUserRecord, SystemUserRecord } from '@careshift/db';
import type { PartnerStatus } from '@careshift/domain';
import { addDaysYmd, DAY_MS } from '@careshift/domain/time/instant';
import { nicosiaToday } from '@careshift/domain/time/nicosia';

import type { SeededClient, SeededPartner } from './build-accounts';
import { emailOf } from './people';

/** Names a caller may choose for a seeded person (the made-up ones are kept otherwise). */
export interface PersonIdentity {
  firstName?: string;
  lastName?: string;
  lang?: 'en' | 'el';
}

/** The owner of one of the first clients, and optionally that client's own facts (it is VERIFIED). */
export interface ClientOwnerIdentity extends PersonIdentity {
  userId: string;
  email: string;
  client?: { clientId?: string; name?: string; legalName?: string; positionIds?: string[] };
}

/** One more user (CLIENT, VERIFIED) of the client at `clientIndex`, after its owner. */
export interface ClientUserIdentity extends Required<PersonIdentity> {
  clientIndex: number;
  userId: string;
  email: string;
}

/**
 * One of the first partners. VERIFIED unless `status` says otherwise: PENDING registered a few days ago
 * and never worked; RESTRICTED let their licence lapse (LICENCE_EXPIRED) and worked until then;
 * DISABLED stopped working a month ago.
 */
export interface PartnerIdentity extends PersonIdentity {
  partnerId: string;
  phoneNumber: string;
  email?: string;
  status?: PartnerStatus;
  positionIds?: string[];
  /** null: no weekly limit; undefined keeps the made-up one. */
  weeklyShiftLimit?: number | null;
}

/** Ids (and sign-in e-mail or phone) the caller chose for the first records, e.g. demo sign-ins. */
export interface SeedIdentities {
  clientOwners?: ClientOwnerIdentity[];
  clientUsers?: ClientUserIdentity[];
  partners?: PartnerIdentity[];
}

/** A made-up person the caller gives an id, e.g. the `sub` of a sign-in it creates for them. */
export type SeedPerson =
  | { kind: 'clientUser'; user: ClientUserRecord; client: ClientRecord }
  | { kind: 'partner'; partner: SeededPartner }
  | { kind: 'systemUser'; user: SystemUserRecord };

export type AssignIds = (people: SeedPerson[]) => Promise<string[]>;

const names = (identity: PersonIdentity) => ({
  ...(identity.firstName ? { firstName: identity.firstName } : {}),
  ...(identity.lastName ? { lastName: identity.lastName } : {}),
  ...(identity.lang ? { lang: identity.lang } : {}),
});

/** The client facts an identity fixes (name, legal name, positions), as the client record's fields. */
function clientFields(facts: NonNullable<ClientOwnerIdentity['client']>) {
  return {
    ...(facts.name ? { name: facts.name, legalName: facts.legalName ?? `${facts.name} Ltd` } : {}),
    ...(facts.legalName ? { legalName: facts.legalName } : {}),
    ...(facts.positionIds ? { positionIds: [...facts.positionIds].sort() } : {}),
  };
}

function applyClientOwner(seeded: SeededClient, identity: ClientOwnerIdentity): void {
  const { client } = seeded;
  const facts = identity.client ?? {};
  const clientId = facts.clientId ?? client.clientId;
  if (facts.name) client.description = client.description?.replace(client.name, facts.name);
  Object.assign(client, {
    clientId,
    status: 'VERIFIED',
    ...clientFields(facts),
  });
  for (const user of seeded.users) user.clientId = clientId;
  const owner = seeded.users[0];
  if (owner) Object.assign(owner, { userId: identity.userId, email: identity.email, ...names(identity) });
}

function applyClientUser(seeded: SeededClient, identity: ClientUserIdentity, slot: number): void {
  const owner = seeded.users[0] as ClientUserRecord;
  const createdAt = new Date(Date.parse(owner.createdAt) + slot * 7 * DAY_MS).toISOString();
  const user: ClientUserRecord = {
    ...(seeded.users[slot] ?? { contactPhone: undefined }),
    userId: identity.userId,
    clientId: seeded.client.clientId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    lang: identity.lang,
    status: 'VERIFIED',
    owner: false,
    createdAt: seeded.users[slot]?.createdAt ?? createdAt,
    updatedAt: seeded.users[slot]?.updatedAt ?? createdAt,
  };
  if (user.contactPhone === undefined) delete user.contactPhone;
  seeded.users[Math.min(slot, seeded.users.length)] = user;
}

/** Gives a partner a status with the history that goes with it (see PartnerIdentity). */
function giveStatus(partner: SeededPartner, status: PartnerStatus, now: number): void {
  const { profile } = partner;
  const today = nicosiaToday(now);
  profile.status = status;
  delete profile.restrictedReasonType;
  if (status === 'VERIFIED') {
    partner.activeUntil = Number.POSITIVE_INFINITY;
    if (!profile.registrationExpirationDate || profile.registrationExpirationDate <= today)
      profile.registrationExpirationDate = addDaysYmd(today, 400);
  } else if (status === 'PENDING') {
    const created = now - 3 * DAY_MS;
    profile.createdAt = new Date(created).toISOString();
    partner.info.updatedAt = profile.createdAt;
    partner.bankDetails.updatedAt = profile.createdAt;
    partner.activeFrom = created;
    partner.activeUntil = created;
  } else if (status === 'RESTRICTED') {
    profile.restrictedReasonType = 'LICENCE_EXPIRED';
    profile.registrationExpirationDate = addDaysYmd(today, -12);
    partner.activeUntil = Date.parse(`${profile.registrationExpirationDate}T12:00:00Z`);
  } else {
    partner.activeUntil = now - 30 * DAY_MS;
  }
}

function applyPartner(partner: SeededPartner, identity: PartnerIdentity, n: number, now: number): void {
  const { partnerId } = identity;
  const { profile, info } = partner;
  Object.assign(profile, { partnerId, ...names(identity) });
  if (identity.positionIds) profile.positionIds = [...identity.positionIds].sort();
  if (identity.weeklyShiftLimit === null) delete profile.weeklyShiftLimit;
  else if (identity.weeklyShiftLimit !== undefined) profile.weeklyShiftLimit = identity.weeklyShiftLimit;
  const renamed = identity.firstName !== undefined || identity.lastName !== undefined;
  const email =
    identity.email ??
    (renamed
      ? emailOf({ firstName: profile.firstName, lastName: profile.lastName, lang: 'en' }, n)
      : undefined);
  Object.assign(info, {
    partnerId,
    phoneNumber: identity.phoneNumber,
    ...(identity.lang ? { lang: identity.lang } : {}),
    ...(email ? { email } : {}),
  });
  partner.bankDetails.partnerId = partnerId;
  giveStatus(partner, identity.status ?? 'VERIFIED', now);
}

/** Gives the first clients, their users and the first partners the ids and facts the caller chose. */
export function applyIdentities(
  identities: SeedIdentities | undefined,
  clients: SeededClient[],
  partners: SeededPartner[],
  now: number,
): void {
  identities?.clientOwners?.forEach((identity, i) => {
    const seeded = clients[i];
    if (seeded) applyClientOwner(seeded, identity);
  });
  const slots = new Map<number, number>();
  for (const identity of identities?.clientUsers ?? []) {
    const seeded = clients[identity.clientIndex];
    if (!seeded) continue;
    const slot = (slots.get(identity.clientIndex) ?? 0) + 1;
    slots.set(identity.clientIndex, slot);
    applyClientUser(seeded, identity, slot);
  }
  identities?.partners?.forEach((identity, i) => {
    const partner = partners[i];
    if (partner) applyPartner(partner, identity, 7000 + i, now);
  });
}

/**
 * Lets the caller give every made-up person (those `identities` did not name) their id before anything
 * refers to them: the local stack creates their sign-ins and passes the `sub`s back.
 */
export async function assignPeopleIds(
  people: { clients: SeededClient[]; partners: SeededPartner[]; systemUsers: SystemUserRecord[] },
  identities: SeedIdentities | undefined,
  assign: AssignIds,
): Promise<void> {
  const named = new Set([
    ...(identities?.clientOwners ?? []).map((identity) => identity.userId),
    ...(identities?.clientUsers ?? []).map((identity) => identity.userId),
    ...(identities?.partners ?? []).map((identity) => identity.partnerId),
  ]);
  const made: SeedPerson[] = [
    ...people.clients.flatMap(({ client, users }) =>
      users
        .filter((user) => !named.has(user.userId))
        .map((user) => ({ kind: 'clientUser' as const, user, client })),
    ),
    ...people.partners
      .filter((partner) => !named.has(partner.profile.partnerId))
      .map((partner) => ({ kind: 'partner' as const, partner })),
    ...people.systemUsers.map((user) => ({ kind: 'systemUser' as const, user })),
  ];
  const ids = await assign(made);
  if (ids.length !== made.length)
    throw new Error(`assignIds returned ${ids.length} ids for ${made.length} people`);
  made.forEach((person, i) => {
    const id = ids[i] as string;
    if (person.kind === 'clientUser') person.user.userId = id;
    else if (person.kind === 'systemUser') person.user.systemUserId = id;
    else {
      person.partner.profile.partnerId = id;
      person.partner.info.partnerId = id;
      person.partner.bankDetails.partnerId = id;
    }
  });
}
