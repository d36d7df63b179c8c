import { JOBS } from '@careshift/lambdas/jobs/index';

import type { ScheduledJob } from '../schedules';

/** The Lambdas' scheduled jobs as local timers: the same handlers EventBridge Scheduler invokes in AWS. */
export function lambdaJobs(): ScheduledJob[] {
  return JOBS.map((job) => ({
    name: job.name,
    rate: job.rate,
    run: async () => {
      await (await job.load()).handler();
    },
  }));
}
