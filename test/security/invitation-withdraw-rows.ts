import { shiftInvite } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import type { Tenant, World } from './support/world';

/** A fresh open shift of the tenant's organisation, with its partner invited by an administrator. */
async function invitedShift(world: World, tenant: Tenant): Promise<string> {
  const shiftId = await world.fresh.openShift(tenant);
  await world.admin(shiftInvite, { path: { shiftId }, body: { partnerIds: [world.partner[tenant]] } });
  return shiftId;
}

/**
 * Withdrawing an invitation: the shift's organisation (owner, desk users) and administrators; another
 * organisation's shift is a 404, partners are refused by role. Each call has a fresh invitation, so every
 * allowed call really withdraws a pending one.
 */
export function invitationWithdrawRows(
  administratorsAndOwnClient: MatrixRow['expect'],
): Record<Extract<OperationId, 'request-invitationWithdraw'>, MatrixRow> {
  return {
    'request-invitationWithdraw': {
      perTenant: true,
      request: async (world, tenant) => ({
        path: { shiftId: await invitedShift(world, tenant), partnerId: world.partner[tenant] },
      }),
      expect: administratorsAndOwnClient,
    },
  };
}
