import { shiftBoostQuote } from '@careshift/contract';
import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';

type BoostOperationId =
  'request-boostQuote' | 'request-boost' | 'client-autoBoost' | 'client-autoBoostUpdate';

const BOOST = { kind: 'PERCENT', value: 5 } as const;

/**
 * The rows of rate boosts (issue 35 item 4): the shift's organisation and administrators (another
 * organisation's shift is a 404, partners 403). The quote reads the world's open shift and changes
 * nothing; each boost gets a fresh open shift, quoted by an administrator for its `updatedAt`, so no
 * other row's shift is repriced. The automatic boost's setting is the organisation's (set to off, as the
 * world's organisations have it, so the job boosts none of their shifts).
 */
export function boostRows(
  administratorsAndOwnClient: MatrixRow['expect'],
): Record<Extract<OperationId, BoostOperationId>, MatrixRow> {
  return {
    'request-boostQuote': {
      perTenant: true,
      request: (world, tenant) => ({ path: { shiftId: world.openShift[tenant] }, body: BOOST }),
      expect: administratorsAndOwnClient,
    },
    'request-boost': {
      perTenant: true,
      request: async (world, tenant) => {
        const path = { shiftId: await world.fresh.openShift(tenant) };
        const quote = await world.admin<{ updatedAt: string }>(shiftBoostQuote, { path, body: BOOST });
        return { path, body: { ...BOOST, updatedAt: quote.updatedAt } };
      },
      expect: administratorsAndOwnClient,
    },
    'client-autoBoost': {
      perTenant: true,
      request: (world, tenant) => ({ path: { clientId: world.client[tenant] } }),
      expect: administratorsAndOwnClient,
    },
    'client-autoBoostUpdate': {
      perTenant: true,
      request: (world, tenant) => ({
        path: { clientId: world.client[tenant] },
        body: { percent: 0, hoursBeforeDeadline: 6, maxBoosts: 1 },
      }),
      expect: administratorsAndOwnClient,
    },
  };
}
