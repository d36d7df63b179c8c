import {
  createAttendanceRepository,
  createClientRepository,
  createSettingsRepository,
  createShiftRepositories,
} from '@careshift/db';

import { clock } from '../clock';
import { logError } from '../http/logger';
import { repositoriesOf } from '../repositories';

import { reportingJobHandler } from './job-handler';
import { runTimesheetSweep } from './timesheet-sweep';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('timesheet-sweep', 'Timesheet sweep done', () =>
  runTimesheetSweep({
    deps: {
      ...repositoriesOf({
        attendance: createAttendanceRepository,
        clients: createClientRepository,
        shifts: createShiftRepositories,
        settings: createSettingsRepository,
      }),
      logError,
    },
    now: clock.now(),
  }),
);
