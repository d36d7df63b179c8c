import { monthlyStatisticsGet } from '@careshift/contract';

import { statsDeps } from '../deps';
import { areaHandler, route } from '../http/pipeline';

import { monthlyStatistics } from './monthly-statistics';

/** The stats area Lambda: the dashboard's statistics, read from the aggregates. */
export const handler = areaHandler([route(monthlyStatisticsGet, () => monthlyStatistics(statsDeps()))]);
