import { randomUUID } from 'node:crypto';

import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';
import { facilityPointRows } from './facility-point-rows';
import type { FacilityPointOperationId } from './facility-point-rows';
import type { Tenant, World } from './support/world';

/** The outcome sets of the matrix that the attendance rows use. */
type Outcomes = Record<
  'administratorsOnly' | 'administratorsAndOwnClient' | 'administratorsAndOwnPartner',
  MatrixRow['expect']
>;

type AttendanceOperationId = Extract<
  OperationId,
  `timesheet${string}` | 'request-punch' | 'request-timesheet' | FacilityPointOperationId
>;

const heldShift = (world: World, tenant: Tenant) => ({ path: { shiftId: world.heldShift[tenant] } });
const ownClient = (world: World, tenant: Tenant) => ({ path: { clientId: world.client[tenant] } });
const corrected = {
  actualStart: '2030-01-01T08:00:00+02:00',
  actualEnd: '2030-01-01T16:00:00+02:00',
  breakMinutes: 30,
  reason: 'Security matrix',
};

/**
 * The rows of the attendance operations (issue 34). The world's held shifts start days ahead: a punch is
 * too early (409) and no timesheet awaits a decision (409), both past authorization. Another tenant's
 * shift or organisation answers 404, as if it did not exist.
 */
export function attendanceRows(outcomes: Outcomes): Record<AttendanceOperationId, MatrixRow> {
  const { administratorsOnly, administratorsAndOwnClient, administratorsAndOwnPartner } = outcomes;
  return {
    // The organisation's radius, rounding and facility point (facility-point-rows.ts).
    ...facilityPointRows({ administratorsOnly, administratorsAndOwnClient }),
    'request-punch': {
      perTenant: true,
      request: (world, tenant) => ({
        ...heldShift(world, tenant),
        body: { kind: 'CLOCK_IN', idempotencyKey: randomUUID(), clientTime: new Date().toISOString() },
      }),
      expect: { ...administratorsAndOwnPartner, administrator: 403 },
    },
    'request-timesheet': {
      perTenant: true,
      request: heldShift,
      expect: {
        ...administratorsAndOwnClient,
        partnerSelf: { A: 'allow', B: 404 },
        otherPartner: { A: 404, B: 'allow' },
      },
    },
    // The partner's own timesheets: no object, partners only.
    'timesheets-mine': {
      perTenant: false,
      request: () => ({}),
      expect: {
        administrator: 403,
        ownerA: 403,
        userA: 403,
        ownerB: 403,
        partnerSelf: 'allow',
        otherPartner: 'allow',
      },
    },
    'timesheets-client': { perTenant: true, request: ownClient, expect: administratorsAndOwnClient },
    'timesheet-approve': { perTenant: true, request: heldShift, expect: administratorsAndOwnClient },
    'timesheet-dispute': {
      perTenant: true,
      request: (world, tenant) => ({ ...heldShift(world, tenant), body: corrected }),
      expect: { ...administratorsAndOwnClient, administrator: 403 },
    },
    'timesheets-approveDay': {
      perTenant: true,
      request: (world, tenant) => ({ ...ownClient(world, tenant), body: { day: '2030-01-01' } }),
      expect: administratorsAndOwnClient,
    },
    'timesheets-queue': { perTenant: false, request: () => ({}), expect: administratorsOnly },
    'timesheets-export': {
      perTenant: false,
      request: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
      expect: administratorsOnly,
    },
    'timesheet-settle': {
      perTenant: true,
      request: (world, tenant) => ({ ...heldShift(world, tenant), body: corrected }),
      expect: administratorsOnly,
    },
  };
}
