import {
  clientCreate,
  clientUserCreate,
  clientUserRemove,
  clientUserUpdate,
  clientUsersList,
  enquiriesList,
  featureIdeaSend,
  partnerCreate,
  positionCreate,
  shiftCreate,
  shiftReviewCreate,
  systemUserCreate,
} from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import { callApi, signInWithPassword, signInWithSms, tamperedToken } from './api-client';
import type { CallRequest } from './api-client';
import { invoiceBuilders } from './invoices';
import type { InvoiceBuilders } from './invoices';
import type { SecurityStack } from './security-stack.global';

/** Who calls: every principal of the authorization matrix. */
export const PRINCIPALS = [
  'anonymous',
  'administrator',
  'ownerA',
  'userA',
  'ownerB',
  'partnerSelf',
  'otherPartner',
  'disabledUser',
  'removedUser',
  'tamperedToken',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** Objects of tenant A belong to organisation A and partner "self"; of tenant B to B and the other partner. */
export type Tenant = 'A' | 'B';

const PASSWORD = 'Security-suite-1';
const HOUR = 3_600_000;
let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}`;

/** A 10-minute-aligned instant `hours` from now (shift times go in 10-minute steps). */
function at(hours: number): string {
  const ms = Date.now() + hours * HOUR;
  return new Date(Math.floor(ms / 600_000) * 600_000).toISOString();
}

export interface World {
  stack: SecurityStack;
  tokens: Record<Principal, string | undefined>;
  positionId: string;
  client: Record<Tenant, string>;
  partner: Record<Tenant, string>;
  ownerEmail: Record<Tenant, string>;
  /** The user id of each organisation's owner (role OWNER). */
  owner: Record<Tenant, string>;
  /** The client user record each client principal signs in as, with its e-mail. */
  self: Partial<Record<Principal, { clientId: string; userId: string; email: string }>>;
  /** A client user of each organisation that no principal signs in as (edited, never removed). */
  targetUser: Record<Tenant, string>;
  /** A future shift claimed by the tenant's partner. */
  heldShift: Record<Tenant, string>;
  /** A future VERIFIED shift nobody holds. */
  openShift: Record<Tenant, string>;
  /** A past shift worked by the tenant's partner and reviewed by its organisation. */
  reviewedShift: Record<Tenant, string>;
  /** A PENDING invoice of the tenant's partner over a worked shift of its organisation. */
  invoice: Record<Tenant, string>;
  systemUserId: string;
  admin: Caller;
  fresh: FreshObjects;
}

export type Caller = <T = Record<string, unknown>>(operation: Operation, request?: CallRequest) => Promise<T>;

function callerFor(stack: SecurityStack, token: string): Caller {
  return async <T>(operation: Operation, request: CallRequest = {}) => {
    const reply = await callApi(stack, operation, request, token);
    if (reply.status !== 200) {
      throw new Error(`set-up ${operation.id}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply.body as T;
  };
}

function organisationBody(name: string, positionId: string, ownerEmail: string) {
  return {
    name,
    legalName: `${name} Ltd`,
    status: 'VERIFIED',
    description: 'Care home',
    positionIds: [positionId],
    address: { street: '1 Makariou Avenue', city: 'LIMASSOL', postalCode: '3036' },
    user: { firstName: 'Olga', lastName: 'Owner', email: ownerEmail, password: PASSWORD, lang: 'en' },
  };
}

export function clientUserBody(email: string, status = 'VERIFIED') {
  return { firstName: 'Ula', lastName: 'User', status, email, lang: 'en' };
}

export function partnerBody(phoneNumber: string, positionId: string) {
  return {
    firstName: 'Pavlina',
    lastName: 'Partner',
    idCard: 'K123456',
    registrationNumber: 'RN-1001',
    registrationExpirationDate: '2035-12-31',
    email: `${unique('partner')}@security.local`,
    lang: 'en',
    phoneNumber,
    positionIds: [positionId],
    status: 'VERIFIED',
  };
}

export const positionBody = (name: string) => ({
  name,
  normalDayHourlyRate: 1500,
  normalNightHourlyRate: 1800,
  holidayDayHourlyRate: 2000,
  holidayNightHourlyRate: 2400,
});

export function systemUserBody(email: string) {
  return {
    firstName: 'Sofia',
    lastName: 'Admin',
    email,
    status: 'ACTIVE',
    lang: 'en',
    receiveRequestUpdates: false,
  };
}

/** Times of a shift starting `startHours` from now, 8 hours long, its claim deadline 1 hour before. */
export function shiftTimes(startHours: number) {
  return { startDate: at(startHours), endDate: at(startHours + 8), deadline: at(startHours - 1) };
}

export interface FreshObjects {
  openShift(tenant: Tenant): Promise<string>;
  heldShift(tenant: Tenant): Promise<string>;
  clientUser(tenant: Tenant): Promise<string>;
  partner(): Promise<string>;
  position(): Promise<string>;
  systemUser(): Promise<string>;
  /** An enquiry (a feature idea the administrator sends), for enquiry-update. */
  enquiry(): Promise<string>;
  /** Invoices in the state a row needs, and worked shifts to invoice (support/invoices.ts). */
  invoices: InvoiceBuilders;
}

// Each suite file numbers from its own start time (files share one stack, run seconds apart, and
// use a few dozen numbers each), so two files never hand out the same number.
let nextNumber = 99_000_000 + (Date.now() % 100_000) * 9;
/** A Cypriot mobile number no other partner has. */
export const nextPhone = () => `+357${(nextNumber += 1)}`;

/** Builds both tenants, signs every principal in, then disables and removes the two revoked users. */
export async function buildWorld(stack: SecurityStack): Promise<World> {
  const adminToken = await signInWithPassword(
    stack,
    stack.admin.username,
    stack.admin.password,
    stack.admin.authenticatorSecret,
  );
  const admin = callerFor(stack, adminToken);
  const positionId = (await admin<{ id: string }>(positionCreate, { body: positionBody(unique('Nurse')) }))
    .id;

  const ownerEmail = { A: `${unique('owner-a')}@security.local`, B: `${unique('owner-b')}@security.local` };
  const client = {
    A: (
      await admin<{ id: string }>(clientCreate, { body: organisationBody('Org A', positionId, ownerEmail.A) })
    ).id,
    B: (
      await admin<{ id: string }>(clientCreate, { body: organisationBody('Org B', positionId, ownerEmail.B) })
    ).id,
  };
  const newUser = async (tenant: Tenant) => {
    const email = `${unique('user')}@security.local`;
    const body = { ...clientUserBody(email), password: PASSWORD };
    const user = await admin<{ id: string }>(clientUserCreate, { path: { clientId: client[tenant] }, body });
    return { id: user.id, email };
  };
  const phones = { A: nextPhone(), B: nextPhone() };
  const partner = {
    A: (await admin<{ id: string }>(partnerCreate, { body: partnerBody(phones.A, positionId) })).id,
    B: (await admin<{ id: string }>(partnerCreate, { body: partnerBody(phones.B, positionId) })).id,
  };

  const createShift = async (tenant: Tenant, startHours: number, claimedBy?: string) => {
    const reply = await admin<{ results: { shiftId?: string; requestId?: string }[] }>(shiftCreate, {
      body: {
        clientId: client[tenant],
        positionId,
        shifts: [{ ...shiftTimes(startHours), ...(claimedBy ? { claimedBy } : {}) }],
        idempotencyKey: unique('security-shift'),
      },
    });
    const row = reply.results[0];
    const id = row?.shiftId ?? row?.requestId;
    if (!id) throw new Error(`set-up: no shift created ${JSON.stringify(reply)}`);
    return id;
  };

  const ownerOf = async (tenant: Tenant) => {
    const page = await admin<{ items: { id: string; owner: boolean }[] }>(clientUsersList, {
      path: { clientId: client[tenant] },
    });
    const found = page.items.find((user) => user.owner)?.id;
    if (!found) throw new Error('set-up: no owner listed');
    return found;
  };
  const owner = { A: await ownerOf('A'), B: await ownerOf('B') };
  const userA = await newUser('A');
  const disabled = await newUser('A');
  const removed = await newUser('A');
  const tokens: Record<Principal, string | undefined> = {
    anonymous: undefined,
    administrator: adminToken,
    ownerA: await signInWithPassword(stack, ownerEmail.A, PASSWORD),
    userA: await signInWithPassword(stack, userA.email, PASSWORD),
    ownerB: await signInWithPassword(stack, ownerEmail.B, PASSWORD),
    partnerSelf: await signInWithSms(stack, phones.A),
    otherPartner: await signInWithSms(stack, phones.B),
    disabledUser: await signInWithPassword(stack, disabled.email, PASSWORD),
    removedUser: await signInWithPassword(stack, removed.email, PASSWORD),
    tamperedToken: undefined,
  };
  tokens.tamperedToken = tamperedToken(tokens.partnerSelf ?? '', { role: 'SYSTEM_USER' });
  await admin(clientUserUpdate, {
    path: { clientId: client.A, userId: disabled.id },
    body: clientUserBody(disabled.email, 'DISABLED'),
  });
  await admin(clientUserRemove, { path: { clientId: client.A, userId: removed.id } });

  const reviewedShift = {
    A: await createShift('A', -30, partner.A),
    B: await createShift('B', -30, partner.B),
  };
  const review = { rating: [1, 2, 3, 4, 5].map((n) => ({ question: `Q${n}`, rating: 4 })), comment: 'Fine' };
  for (const tenant of ['A', 'B'] as const) {
    const owner = callerFor(stack, (tenant === 'A' ? tokens.ownerA : tokens.ownerB) ?? '');
    await owner(shiftReviewCreate, { path: { shiftId: reviewedShift[tenant] }, body: review });
  }

  // Held shifts of one partner must not overlap or break the rest hours: each starts a day later.
  let day = 0;
  const nextStart = () => 72 + 24 * (day += 1);
  const fresh: FreshObjects = {
    openShift: (tenant) => createShift(tenant, nextStart()),
    heldShift: (tenant) => createShift(tenant, nextStart(), partner[tenant]),
    clientUser: async (tenant) => (await newUser(tenant)).id,
    partner: async () =>
      (await admin<{ id: string }>(partnerCreate, { body: partnerBody(nextPhone(), positionId) })).id,
    position: async () =>
      (await admin<{ id: string }>(positionCreate, { body: positionBody(unique('Carer')) })).id,
    systemUser: async () =>
      (
        await admin<{ id: string }>(systemUserCreate, {
          body: { ...systemUserBody(`${unique('admin')}@security.local`), password: PASSWORD },
        })
      ).id,
    enquiry: async () => {
      await admin(featureIdeaSend, { body: { title: unique('Idea'), description: 'Security matrix' } });
      const page = await admin<{ items: { id: string }[] }>(enquiriesList);
      const id = page.items[0]?.id;
      if (!id) throw new Error('set-up: no enquiry listed');
      return id;
    },
    invoices: invoiceBuilders(admin, partner, client, (tenant, startHours) =>
      createShift(tenant, startHours, partner[tenant]),
    ),
  };

  return {
    stack,
    tokens,
    positionId,
    client,
    partner,
    ownerEmail,
    owner,
    self: {
      ownerA: { clientId: client.A, userId: owner.A, email: ownerEmail.A },
      userA: { clientId: client.A, userId: userA.id, email: userA.email },
      ownerB: { clientId: client.B, userId: owner.B, email: ownerEmail.B },
    },
    targetUser: { A: (await newUser('A')).id, B: (await newUser('B')).id },
    heldShift: { A: await fresh.heldShift('A'), B: await fresh.heldShift('B') },
    openShift: { A: await fresh.openShift('A'), B: await fresh.openShift('B') },
    reviewedShift,
    invoice: { A: await fresh.invoices.invoice('A'), B: await fresh.invoices.invoice('B') },
    systemUserId: await fresh.systemUser(),
    admin,
    fresh,
  };
}
