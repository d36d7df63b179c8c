import { clientFillRateGet, fillRateGet, monthlyStatisticsGet } from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { clientFillRate, fillRate } from './fill-rate';
import { monthlyStatistics } from './monthly-statistics';
import { fillRateDeps, statsDeps } from './stats-deps';

/** The stats area Lambda: the dashboard's statistics (read from the aggregates) and the fill-rate reports. */
export const handler = areaHandler([
  route(monthlyStatisticsGet, () => monthlyStatistics(statsDeps())),
  // Fill-rate reporting (issue 35 item 5): lambdas/src/stats/fill-rate.ts.
  route(fillRateGet, ({ query }) => fillRate(fillRateDeps(), query)),
  route(clientFillRateGet, ({ path, query }, { viewer }) =>
    clientFillRate(fillRateDeps(), viewer, path.clientId, query),
  ),
]);
