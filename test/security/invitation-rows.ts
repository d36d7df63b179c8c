import { shiftInvite } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import type { Tenant, World } from './support/world';

type InvitationOperationId =
  | 'request-candidates'
  | 'request-invitations'
  | 'request-invite'
  | 'invitations-mine'
  | 'invitation-get'
  | 'invitation-accept'
  | 'invitation-decline';

/** A fresh open shift of the tenant's organisation, with its partner invited by an administrator. */
async function invitedShift(world: World, tenant: Tenant): Promise<string> {
  const shiftId = await world.fresh.openShift(tenant);
  await world.admin(shiftInvite, { path: { shiftId }, body: { partnerIds: [world.partner[tenant]] } });
  return shiftId;
}

/** One invited shift per world and tenant for the reads (accept and decline get fresh ones). */
const readShifts = new WeakMap<World, Partial<Record<Tenant, Promise<string>>>>();
function readShift(world: World, tenant: Tenant): Promise<string> {
  const made = readShifts.get(world) ?? {};
  readShifts.set(world, made);
  made[tenant] ??= invitedShift(world, tenant);
  return made[tenant];
}

/**
 * The rows of ranked invitations (issue 35 item 2): "Find someone", the shift's invitations and the
 * invite for the shift's organisation and administrators (another organisation's shift is a 404); a
 * partner's own invitations for partners only (another partner's invitation is a 404: the key is the
 * caller's own id). Each accept and decline has a fresh shift, so no other row's shift is claimed. The
 * invite names a partner that does not exist: it is skipped, and the shift is not changed.
 */
export function invitationRows(expect: {
  administratorsAndOwnClient: MatrixRow['expect'];
  partnersOnly: MatrixRow['expect'];
}): Record<Extract<OperationId, InvitationOperationId>, MatrixRow> {
  const ownPartner = {
    administrator: 403,
    ownerA: 403,
    userA: 403,
    ownerB: 403,
    partnerSelf: { A: 'allow', B: 404 },
    otherPartner: { A: 404, B: 'allow' },
  } as const;
  const shiftPath = (world: World, tenant: Tenant) => ({ path: { shiftId: world.openShift[tenant] } });
  return {
    'request-candidates': { perTenant: true, request: shiftPath, expect: expect.administratorsAndOwnClient },
    'request-invitations': { perTenant: true, request: shiftPath, expect: expect.administratorsAndOwnClient },
    'request-invite': {
      perTenant: true,
      request: (world, tenant) => ({
        ...shiftPath(world, tenant),
        body: { partnerIds: ['security-nobody'] },
      }),
      expect: expect.administratorsAndOwnClient,
    },
    'invitations-mine': { perTenant: false, request: () => ({}), expect: expect.partnersOnly },
    'invitation-get': {
      perTenant: true,
      request: async (world, tenant) => ({ path: { shiftId: await readShift(world, tenant) } }),
      expect: ownPartner,
    },
    'invitation-accept': {
      perTenant: true,
      request: async (world, tenant) => ({ path: { shiftId: await invitedShift(world, tenant) } }),
      expect: ownPartner,
    },
    'invitation-decline': {
      perTenant: true,
      request: async (world, tenant) => ({ path: { shiftId: await invitedShift(world, tenant) } }),
      expect: ownPartner,
    },
  };
}
