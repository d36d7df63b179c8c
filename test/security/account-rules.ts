import {
  clientCreate,
  clientUserCreate,
  clientUserRemove,
  clientUserUpdate,
  clientUsersList,
} from '@careshift/contract';
import type { Operation } from '@careshift/contract';

import type { Expectation } from './authorization-matrix';
import type { CallRequest } from './support/api-client';
import { clientUserBody, nextPhone } from './support/world';
import type { Principal, Tenant, World } from './support/world';

/**
 * The account rules of issue 29 as rows of the authorization matrix: who may change the owner's
 * e-mail or phone, a user's or one's own, and who may delete the owner or itself. Each row names the
 * principals it runs as (a row whose allowed call would remove a principal's own sign-in runs on a
 * fresh organisation instead).
 */
export interface AccountRuleRow {
  rule: string;
  operation: Operation;
  perTenant: boolean;
  principals: readonly Principal[];
  request(world: World, tenant: Tenant, principal: Principal): Promise<CallRequest> | CallRequest;
  expect: Partial<Record<Principal, Expectation>>;
}

const allow = 'allow' as const;
const ownA = { A: allow, B: 404 } as const;
const ownB = { A: 404, B: allow } as const;
const CALLERS: readonly Principal[] = [
  'administrator',
  'ownerA',
  'userA',
  'ownerB',
  'partnerSelf',
  'otherPartner',
];
const CLIENT_USERS: readonly Principal[] = ['ownerA', 'userA', 'ownerB'];
const newEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@security.local`;

/** The owner's record as it is now (its e-mail or the one waiting for the code). */
async function ownerNow(world: World, tenant: Tenant) {
  const page = await world.admin<{ items: { id: string; email: string; pendingEmail?: string }[] }>(
    clientUsersList,
    { path: { clientId: world.client[tenant] } },
  );
  const owner = page.items.find((user) => user.id === world.owner[tenant]);
  if (!owner) throw new Error('set-up: the owner is not listed');
  return owner;
}

function ownRecord(world: World, principal: Principal) {
  const own = world.self[principal];
  if (!own) throw new Error(`set-up: ${principal} has no client user record`);
  return own;
}

export const ACCOUNT_RULES: readonly AccountRuleRow[] = [
  {
    rule: "only the owner or an administrator changes the owner's e-mail",
    operation: clientUserUpdate,
    perTenant: true,
    principals: CALLERS,
    request: (world, tenant) => ({
      path: { clientId: world.client[tenant], userId: world.owner[tenant] },
      body: clientUserBody(newEmail('owner-new')),
    }),
    expect: {
      administrator: allow,
      ownerA: ownA,
      userA: { A: 403, B: 404 },
      ownerB: ownB,
      partnerSelf: 403,
      otherPartner: 403,
    },
  },
  {
    rule: "only the owner or an administrator changes the owner's phone",
    operation: clientUserUpdate,
    perTenant: true,
    principals: CALLERS,
    request: async (world, tenant) => {
      const owner = await ownerNow(world, tenant);
      return {
        path: { clientId: world.client[tenant], userId: owner.id },
        body: { ...clientUserBody(owner.pendingEmail ?? owner.email), contactPhone: nextPhone() },
      };
    },
    expect: {
      administrator: allow,
      ownerA: ownA,
      userA: { A: 403, B: 404 },
      ownerB: ownB,
      partnerSelf: 403,
      otherPartner: 403,
    },
  },
  {
    rule: "the owner, its users and administrators change an ordinary user's e-mail",
    operation: clientUserUpdate,
    perTenant: true,
    principals: CALLERS,
    request: async (world, tenant) => ({
      path: { clientId: world.client[tenant], userId: await world.fresh.clientUser(tenant) },
      body: clientUserBody(newEmail('user-new')),
    }),
    expect: {
      administrator: allow,
      ownerA: ownA,
      userA: ownA,
      ownerB: ownB,
      partnerSelf: 403,
      otherPartner: 403,
    },
  },
  {
    rule: 'a client user changes its own e-mail and phone',
    operation: clientUserUpdate,
    perTenant: false,
    principals: CLIENT_USERS,
    request: (world, _tenant, principal) => {
      const own = ownRecord(world, principal);
      return {
        path: { clientId: own.clientId, userId: own.userId },
        body: { ...clientUserBody(newEmail('own-new')), contactPhone: nextPhone() },
      };
    },
    expect: { ownerA: allow, userA: allow, ownerB: allow },
  },
  {
    rule: 'a CLIENT never deletes the owner, nor the owner itself',
    operation: clientUserRemove,
    perTenant: true,
    principals: CLIENT_USERS,
    request: (world, tenant) => ({ path: { clientId: world.client[tenant], userId: world.owner[tenant] } }),
    expect: { ownerA: { A: 403, B: 404 }, userA: { A: 403, B: 404 }, ownerB: { A: 404, B: 403 } },
  },
  {
    rule: 'no client user deletes itself',
    operation: clientUserRemove,
    perTenant: false,
    principals: CLIENT_USERS,
    request: (world, _tenant, principal) => {
      const own = ownRecord(world, principal);
      return { path: { clientId: own.clientId, userId: own.userId } };
    },
    expect: { ownerA: 403, userA: 403, ownerB: 403 },
  },
  {
    rule: 'an administrator deletes an owner (of an organisation with another user)',
    operation: clientUserRemove,
    perTenant: false,
    principals: ['administrator'],
    request: async (world) => {
      const ownerEmail = newEmail('owner-gone');
      const { id: clientId } = await world.admin<{ id: string }>(clientCreate, {
        body: {
          name: 'Org C',
          legalName: 'Org C Ltd',
          status: 'VERIFIED',
          positionIds: [world.positionId],
          address: { street: '1 Makariou Avenue', city: 'LIMASSOL', postalCode: '3036' },
          user: {
            firstName: 'Olga',
            lastName: 'Owner',
            email: ownerEmail,
            password: 'Matrix-pass-1',
            lang: 'en',
          },
        },
      });
      await world.admin(clientUserCreate, {
        path: { clientId },
        body: { ...clientUserBody(newEmail('stays')), password: 'Matrix-pass-1' },
      });
      const page = await world.admin<{ items: { id: string; owner: boolean }[] }>(clientUsersList, {
        path: { clientId },
      });
      return { path: { clientId, userId: page.items.find((user) => user.owner)?.id ?? '' } };
    },
    expect: { administrator: allow },
  },
];
