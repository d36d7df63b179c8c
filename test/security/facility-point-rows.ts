import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import type { Tenant, World } from './support/world';

export type FacilityPointOperationId =
  'client-updateAttendance' | 'client-placeFacilityPoint' | 'client-confirmFacilityPoint';

/** A point in Limassol: valid, so every outcome is about who calls. */
const point = { latitude: 34.6786, longitude: 33.0413 };
const ownClient = (world: World, tenant: Tenant) => ({ path: { clientId: world.client[tenant] } });

/**
 * The organisation's attendance settings and facility point (issue 34): the radius, rounding and the
 * pin as client-update (the organisation's users, administrators; another organisation's is 404);
 * confirming the point, administrators only (an owner or a desk user gets 403).
 */
export function facilityPointRows(
  outcomes: Record<'administratorsOnly' | 'administratorsAndOwnClient', MatrixRow['expect']>,
): Record<Extract<OperationId, FacilityPointOperationId>, MatrixRow> {
  const { administratorsOnly, administratorsAndOwnClient } = outcomes;
  return {
    'client-updateAttendance': {
      perTenant: true,
      request: (world, tenant) => ({
        ...ownClient(world, tenant),
        body: { radiusMetres: 400, roundingRule: 'FIVE_MINUTES' },
      }),
      expect: administratorsAndOwnClient,
    },
    'client-placeFacilityPoint': {
      perTenant: true,
      request: (world, tenant) => ({ ...ownClient(world, tenant), body: point }),
      expect: administratorsAndOwnClient,
    },
    'client-confirmFacilityPoint': {
      perTenant: true,
      request: (world, tenant) => ({ ...ownClient(world, tenant), body: point }),
      expect: administratorsOnly,
    },
  };
}
