import { clock } from '../clock';

import { notificationRetryDeps } from './job-deps';
import { reportingJobHandler } from './job-handler';
import { runNotificationRetry } from './notification-retry';

/** EventBridge Scheduler entry point, one run at a time under the job's lease (job-handler.ts). */
export const handler = reportingJobHandler('notification-retry', 'Notification retry done', () =>
  runNotificationRetry({
    deps: {
      ...notificationRetryDeps(),
      // The new-shift notice's wiring (issue 36), loaded by the first such intent left to the retry.
      newShifts: async () => (await import('../notifications/notifier-deps')).newShiftNoticeDeps(),
    },
    now: clock.now(),
  }),
);
