import { randomUUID } from 'node:crypto';

import type { JobLeaseRepository } from '@careshift/db';
import type { JobLease } from '@careshift/domain/jobs/job-lease';

import { systemClock } from '../clock';
import type { Clock } from '../clock';

/** What a job run answers when another run of the same job holds the lease: it did nothing. */
export interface JobRunSkipped {
  skipped: 'LEASE_HELD';
  job: string;
  /** The run holding the lease, when it could be read. */
  heldBy?: string;
}

export interface JobRunDeps {
  jobLeases: Pick<JobLeaseRepository, 'takeJobLease' | 'releaseJobLease'>;
  /**
   * The wall clock (default): a lease is about runs overlapping in real time, and DynamoDB's TTL
   * deletes it on that clock; never the local stack's test clock, which moves business time.
   */
  clock?: Clock;
  /** A run that found the lease held (a log line and a metric in AWS). */
  onSkipped?: (skip: JobRunSkipped, heldBy: JobLease | undefined) => void;
  /**
   * A run that could not release its lease: gone (the run outlasted it; another run may hold it now),
   * or the write failed (`error`; the lease then ends at its expiry). The run's own outcome stands.
   */
  onNotReleased?: (job: string, runId: string, error?: unknown) => void;
}

export function isJobRunSkipped(value: unknown): value is JobRunSkipped {
  return typeof value === 'object' && value !== null && (value as JobRunSkipped).skipped === 'LEASE_HELD';
}

/**
 * One job run under the job's lease: takes the lease (a conditional write), does the work, and
 * releases the lease whatever the work did (a failure is rethrown, so Lambda retries it and, in the
 * end, sends it to the on-failure queue). A run that finds the lease held ends quietly with
 * `JobRunSkipped`: the run holding it, or the next scheduled run, does the work.
 */
export async function runUnderJobLease<T>(
  job: { name: string; timeoutSeconds: number },
  deps: JobRunDeps,
  work: () => Promise<T>,
): Promise<T | JobRunSkipped> {
  const runId = randomUUID();
  const take = await deps.jobLeases.takeJobLease({
    job: job.name,
    runId,
    now: (deps.clock ?? systemClock).now(),
    timeoutSeconds: job.timeoutSeconds,
  });
  if (!take.taken) {
    const skip: JobRunSkipped = {
      skipped: 'LEASE_HELD',
      job: job.name,
      ...(take.heldBy ? { heldBy: take.heldBy.runId } : {}),
    };
    deps.onSkipped?.(skip, take.heldBy);
    return skip;
  }
  try {
    return await work();
  } finally {
    const released = await deps.jobLeases
      .releaseJobLease({ job: job.name, runId })
      .catch((error: unknown) => error);
    if (released !== true) deps.onNotReleased?.(job.name, runId, released === false ? undefined : released);
  }
}

/** What a job's use case runs with: its dependencies, "now", and for some a bound of items per run. */
export interface JobInput<D> {
  deps: D;
  now: Date;
  limit?: number;
}
