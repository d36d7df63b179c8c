import { clock } from '../clock';

import { jobDeps } from './job-deps';
import { reportingJobHandler } from './job-handler';
import { runShiftSweep } from './shift-sweep';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('shift-sweep', 'Shift sweep done', () =>
  runShiftSweep({ deps: jobDeps(), now: clock.now() }),
);
