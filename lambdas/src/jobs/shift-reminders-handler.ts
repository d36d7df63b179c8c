import { clock } from '../clock';

import { jobDeps } from './job-deps';
import { reportingJobHandler } from './job-handler';
import { runShiftReminders } from './shift-reminders';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('shift-reminders', 'Shift reminders done', () =>
  runShiftReminders({ deps: jobDeps(), now: clock.now() }),
);
