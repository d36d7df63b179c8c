import { clock } from '../clock';
import { outboxShiftNotices } from '../notifications/outbox-notices';

import { jobDeps } from './job-deps';
import { reportingJobHandler } from './job-handler';
import { runShiftSweep } from './shift-sweep';

/**
 * EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). Each move
 * writes its notification intent; the outbox sender delivers it (issue 37), as for the request path.
 */
export const handler = reportingJobHandler('shift-sweep', 'Shift sweep done', () =>
  runShiftSweep({ deps: { ...jobDeps(), notifier: outboxShiftNotices }, now: clock.now() }),
);
