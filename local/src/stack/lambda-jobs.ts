import { JOBS } from '@careshift/lambdas/jobs/index';

import type { ScheduledJob } from '../schedules';

/**
 * The Lambdas' scheduled jobs as local timers: the same handlers EventBridge Scheduler invokes in AWS,
 * so each run takes its job's lease in the table as in AWS (lambdas/src/jobs/job-handler.ts; a run that
 * finds it held returns `{ skipped: 'LEASE_HELD' }`). `onResult` hears what each run's handler returned
 * (the local jobs route reports it).
 */
export function lambdaJobs(onResult?: (name: string, result: unknown) => void): ScheduledJob[] {
  return JOBS.map((job) => ({
    name: job.name,
    rate: job.rate,
    run: async () => {
      const result = await (await job.load()).handler();
      onResult?.(job.name, result);
    },
  }));
}
