import { monthlyStatisticsGet } from '@careshift/contract';

import { areaHandler, route } from '../http/pipeline';

import { monthlyStatistics } from './monthly-statistics';
import { statsDeps } from './stats-deps';

/** The stats area Lambda: the dashboard's statistics, read from the aggregates. */
export const handler = areaHandler([route(monthlyStatisticsGet, () => monthlyStatistics(statsDeps()))]);
