/**
 * The lease of a scheduled job (docs/glossary.md "lease", "job run"): one job run at a time holds it,
 * from its start until it ends or the lease expires. A run that finds the lease held ends quietly;
 * the next scheduled run does the work. Times are epoch seconds of the wall clock (DynamoDB's TTL
 * deletes an expired lease on the same clock), never a test clock's business time.
 */

/**
 * Past the job's timeout a lease is kept this much longer: hosts' clocks differ by far less, and
 * Lambda's first retry of a failed run comes a minute after the failure, so it finds the lease of a
 * run that timed out already free.
 */
export const LEASE_MARGIN_SECONDS = 30;

/** A job run's hold on its job, as stored. */
export interface JobLease {
  /** The job's name (lambdas/src/jobs/index.ts). */
  job: string;
  /** The job run that holds it. */
  runId: string;
  /** Epoch seconds when the lease ends on its own (the table's TTL attribute). */
  expiresAt: number;
}

/** How long a run of a job with this timeout holds the lease: the run cannot last longer in Lambda. */
export function jobLeaseSeconds(timeoutSeconds: number): number {
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds <= 0)
    throw new RangeError(`A job's timeout is a positive whole number of seconds, got ${timeoutSeconds}`);
  return timeoutSeconds + LEASE_MARGIN_SECONDS;
}

/** The expiry (epoch seconds) of a lease taken at `now` by a run of a job with this timeout. */
export function jobLeaseExpiry(now: Date, timeoutSeconds: number): number {
  return Math.floor(now.getTime() / 1000) + jobLeaseSeconds(timeoutSeconds);
}

/**
 * A lease is free when there is none, or when its expiry has come (DynamoDB deletes expired items
 * lazily, within days: until then the stored lease is free all the same).
 */
export function isJobLeaseFree(lease: Pick<JobLease, 'expiresAt'> | undefined, now: Date): boolean {
  return !lease || lease.expiresAt <= Math.floor(now.getTime() / 1000);
}
