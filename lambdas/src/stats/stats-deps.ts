import {
  createAggregateRepository,
  createAttendanceRepository,
  createClientRepository,
  createPushRepository,
  createShiftFillFactsRepository,
} from '@careshift/db';

import { clock } from '../clock';
import { repositoriesOf } from '../repositories';

import type { FillRateDeps } from './fill-rate';
import type { StatsDeps } from './monthly-statistics';

/** The stats area: the aggregates, the timesheet counters and the clock. */
export function statsDeps(): StatsDeps {
  return {
    ...repositoriesOf({
      aggregates: createAggregateRepository,
      attendance: createAttendanceRepository,
      push: createPushRepository,
    }),
    clock,
  };
}

/** The fill-rate reports: the shifts' fill facts, the organisations (to answer 404) and the clock. */
export function fillRateDeps(): FillRateDeps {
  return {
    ...repositoriesOf({ shiftFillFacts: createShiftFillFactsRepository, clients: createClientRepository }),
    clock,
  };
}
