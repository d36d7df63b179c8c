import type { OperationId } from '@careshift/contract';

import type { MatrixRow } from './authorization-matrix';

type FillRateOperationId = 'request-getFillRate' | 'client-fillRate';

/**
 * The rows of fill-rate reporting (issue 35 item 5): the dashboard's report over every organisation is
 * for administrators only; an organisation's report for its own users and administrators, and another
 * organisation's answers 404 like a missing one (its numbers are never shown). Partners never.
 */
export function fillRateRows(roles: {
  administratorsOnly: MatrixRow['expect'];
  administratorsAndOwnClient: MatrixRow['expect'];
}): Record<Extract<OperationId, FillRateOperationId>, MatrixRow> {
  return {
    'request-getFillRate': {
      perTenant: false,
      request: () => ({ query: { days: '30' } }),
      expect: roles.administratorsOnly,
    },
    'client-fillRate': {
      perTenant: true,
      request: (world, tenant) => ({ path: { clientId: world.client[tenant] }, query: { days: '90' } }),
      expect: roles.administratorsAndOwnClient,
    },
  };
}
