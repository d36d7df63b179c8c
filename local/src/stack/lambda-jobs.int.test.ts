import { describe, expect, it } from 'vitest';

import { JOBS } from '@careshift/lambdas/jobs/index';
import { jobLeasesOnHandlersTable } from '@careshift/lambdas/testing/job-leases';

import { lambdaJobs } from './lambda-jobs';

/**
 * The local stack's timers call the same handlers EventBridge Scheduler invokes in AWS, so a local run
 * takes the same lease: while another process's run of a job holds it, the local run ends quietly.
 */
describe("the local stack's jobs and the job lease (DynamoDB Local)", () => {
  const jobLeases = jobLeasesOnHandlersTable();

  it('should skip every job whose lease another run holds, and leave that lease to its holder', async () => {
    const now = new Date();
    for (const job of JOBS)
      await jobLeases().takeJobLease({ job: job.name, runId: 'another-process', now, timeoutSeconds: 60 });
    const results = new Map<string, unknown>();
    for (const job of lambdaJobs((name, result) => results.set(name, result))) await job.run();
    for (const job of JOBS) {
      expect(results.get(job.name)).toEqual({
        skipped: 'LEASE_HELD',
        job: job.name,
        heldBy: 'another-process',
      });
      expect((await jobLeases().readJobLease(job.name))?.runId).toBe('another-process');
    }
  });
});
