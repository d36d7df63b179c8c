import { createClientRepository, createSettingsRepository, createShiftBoostRepository } from '@careshift/db';

import { clock } from '../clock';
import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { runAutoBoost } from './auto-boost';
import { reportingJobHandler } from './job-handler';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('auto-boost', 'Automatic boosts done', () =>
  runAutoBoost({
    deps: {
      ...repositoriesOf({
        shiftBoosts: createShiftBoostRepository,
        clients: createClientRepository,
        settings: createSettingsRepository,
      }),
      logError,
    },
    now: clock.now(),
  }),
);
