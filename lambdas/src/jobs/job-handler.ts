import { MetricUnit } from '@aws-lambda-powertools/metrics';

import { createJobLeaseRepository } from '@careshift/db';

import { logger } from '../http/logger';
import { metrics } from '../http/metrics';
import { repositoriesOf } from '../repositories';

import { runUnderJobLease } from './job-run';
import type { JobRunDeps, JobRunSkipped } from './job-run';
import { JOB_TIMEOUT_SECONDS } from './job-timeouts';
import type { JobName } from './job-timeouts';

/** Counted (dimension `job`) each time a job run ends quietly because another run holds the lease. */
export const JOB_RUN_SKIPPED_METRIC = 'JobRunSkipped';

function jobRunDeps(): JobRunDeps {
  return {
    ...repositoriesOf({ jobLeases: createJobLeaseRepository }),
    onSkipped(skip, heldBy) {
      logger.info('Job run skipped: another run holds the lease', {
        job: skip.job,
        heldBy: heldBy?.runId,
        leaseExpiresAt: heldBy ? new Date(heldBy.expiresAt * 1000).toISOString() : undefined,
      });
      const single = metrics.singleMetric();
      single.addDimension('job', skip.job);
      single.addMetric(JOB_RUN_SKIPPED_METRIC, MetricUnit.Count, 1);
    },
    onNotReleased(job, runId, error) {
      logger.warn('A job run could not release its lease', { job, runId, error });
    },
  };
}

/**
 * A job's EventBridge Scheduler entry point (and the local stack's timer, which calls the same
 * handler): the run happens under the job's lease, so two runs of one job never overlap, in AWS or
 * locally. `run` is the job's work; its result is the handler's.
 */
export function jobHandler<T>(name: JobName, run: () => Promise<T>): () => Promise<T | JobRunSkipped> {
  return () => runUnderJobLease({ name, timeoutSeconds: JOB_TIMEOUT_SECONDS[name] }, jobRunDeps(), run);
}

/** A job's entry point (`jobHandler`) that logs its run's result as `done`, as every job reports. */
export function reportingJobHandler<T extends object>(
  name: JobName,
  done: string,
  run: () => Promise<T>,
): () => Promise<T | JobRunSkipped> {
  return jobHandler(name, async () => {
    const result = await run();
    // The result's counts as the log line's fields.
    logger.info(done, Object.fromEntries(Object.entries(result)));
    return result;
  });
}
