import { createAggregateRepository, createAttendanceRepository } from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import type { StatsDeps } from './monthly-statistics';

/** The stats area: the aggregates, the timesheet counters and the clock. */
export function statsDeps(): StatsDeps {
  return {
    ...repositoriesOf({ aggregates: createAggregateRepository, attendance: createAttendanceRepository }),
    clock,
  };
}
