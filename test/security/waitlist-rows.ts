import { shiftClaim, shiftWaitlistJoin } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import { boostRows } from './boost-rows';
import { callApi } from './support/api-client';
import type { Tenant, World } from './support/world';

type WaitlistOperationId = 'request-waitlist' | 'request-waitlistJoin' | 'request-waitlistLeave';

/**
 * A fresh shift of the tenant's organisation held by a fresh partner (assigned by an administrator), so
 * both of the world's partners may wait for it; `waiting` puts them in line first (a leave then passes).
 */
async function shiftHeldByAnother(world: World, tenant: Tenant, waiting: boolean): Promise<string> {
  const shiftId = await world.fresh.openShift(tenant);
  await world.admin(shiftClaim, { path: { shiftId }, body: { partnerId: await world.fresh.partner() } });
  if (waiting) {
    for (const token of [world.tokens.partnerSelf, world.tokens.otherPartner]) {
      const reply = await callApi(world.stack, shiftWaitlistJoin, { path: { shiftId } }, token);
      if (reply.status !== 200)
        throw new Error(`set-up waitlist join: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
  }
  return shiftId;
}

/**
 * The rows of the waitlist (issue 35 item 3): the waitlist of a claimed shift is read by its
 * organisation (another organisation's is a 404), administrators and the partners of its position
 * (any organisation's, as Find a shift lists it); only partners join and leave, each for itself. The
 * join and leave rows use fresh shifts held by a fresh partner, so no other row's shift gets a line.
 */
export function waitlistRows(expect: {
  administratorsAndOwnClient: MatrixRow['expect'];
  partnersOnly: MatrixRow['expect'];
}): Record<Extract<OperationId, WaitlistOperationId>, MatrixRow> {
  return {
    'request-waitlist': {
      perTenant: true,
      request: (world, tenant) => ({ path: { shiftId: world.heldShift[tenant] } }),
      expect: { ...expect.administratorsAndOwnClient, partnerSelf: 'allow', otherPartner: 'allow' },
    },
    'request-waitlistJoin': {
      perTenant: true,
      request: async (world, tenant) => ({
        path: { shiftId: await shiftHeldByAnother(world, tenant, false) },
      }),
      expect: expect.partnersOnly,
    },
    'request-waitlistLeave': {
      perTenant: true,
      request: async (world, tenant) => ({
        path: { shiftId: await shiftHeldByAnother(world, tenant, true) },
      }),
      expect: expect.partnersOnly,
    },
  };
}

/** The waitlist's rows and the rate boosts' (test/security/boost-rows.ts), spread into the matrix at once. */
export function waitlistAndBoostRows(expect: {
  administratorsAndOwnClient: MatrixRow['expect'];
  partnersOnly: MatrixRow['expect'];
}) {
  return { ...waitlistRows(expect), ...boostRows(expect.administratorsAndOwnClient) };
}
