import { jobLeaseExpiry } from '@careshift/domain/jobs/job-lease';
import type { JobLease } from '@careshift/domain/jobs/job-lease';

import type { DbService } from '../service';

import { isConditionFailure } from './positions';

/** What a job run's attempt to take its job's lease found. */
export type JobLeaseTake =
  | { taken: true; lease: JobLease }
  /** Another job run holds it (`heldBy`, when it could still be read). */
  | { taken: false; heldBy: JobLease | undefined };

/** The leases of the scheduled jobs, one item per job (entities/job-lease.ts). */
export function createJobLeaseRepository(db: DbService) {
  const { jobLease } = db.entities;
  return {
    /**
     * Takes the job's lease for a run with one conditional put: it succeeds when no lease is stored
     * or the stored one has expired (the domain's `isJobLeaseFree`: `expiresAt` at or before now).
     */
    async takeJobLease(input: {
      job: string;
      runId: string;
      now: Date;
      timeoutSeconds: number;
    }): Promise<JobLeaseTake> {
      const lease: JobLease = {
        job: input.job,
        runId: input.runId,
        expiresAt: jobLeaseExpiry(input.now, input.timeoutSeconds),
      };
      const nowSeconds = Math.floor(input.now.getTime() / 1000);
      try {
        await jobLease
          .put({ ...lease, takenAt: input.now.toISOString() })
          .where((a, op) => `${op.notExists(a.job)} OR ${op.lte(a.expiresAt, nowSeconds)}`)
          .go();
        return { taken: true, lease };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { data } = await jobLease.get({ job: input.job }).go({ consistent: true });
      return {
        taken: false,
        heldBy: data ? { job: data.job, runId: data.runId, expiresAt: data.expiresAt } : undefined,
      };
    },

    /** Ends the run's lease; false (and nothing changes) when that run does not hold it. */
    async releaseJobLease(input: { job: string; runId: string }): Promise<boolean> {
      try {
        await jobLease
          .delete({ job: input.job })
          .where((a, op) => op.eq(a.runId, input.runId))
          .go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The stored lease of a job, expired or not (operators, tests). */
    async readJobLease(job: string): Promise<JobLease | undefined> {
      const { data } = await jobLease.get({ job }).go({ consistent: true });
      return data ? { job: data.job, runId: data.runId, expiresAt: data.expiresAt } : undefined;
    },
  };
}

export type JobLeaseRepository = ReturnType<typeof createJobLeaseRepository>;
