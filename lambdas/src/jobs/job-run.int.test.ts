import { afterEach, describe, expect, it, vi } from 'vitest';

import { ENV } from '@careshift/contract';
import { jobLeaseSeconds } from '@careshift/domain/jobs/job-lease';

import { jobLeasesOnHandlersTable } from '../testing/job-leases';

import { jobHandler } from './job-handler';
import { runUnderJobLease } from './job-run';
import { JOB_TIMEOUT_SECONDS } from './job-timeouts';

/** A run's work that waits until the test lets it finish. */
function gatedWork<T>(result: T) {
  let open!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const running = new Promise<void>((resolve) => (started = resolve));
  const work = vi.fn(async () => {
    started();
    await gate;
    return result;
  });
  return { work, running, finish: () => open() };
}

describe('job runs under the job lease (DynamoDB Local)', () => {
  const jobLeases = jobLeasesOnHandlersTable();

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('should end a second, overlapping run quietly (a log line and a metric) and run the next one', async () => {
    const first = gatedWork({ swept: 3 });
    const firstRun = jobHandler('shift-sweep', first.work)();
    await first.running;

    // The integration project turns metrics off (test/setup/twins.global.ts); this test reads them.
    vi.stubEnv(ENV.metricsDisabled, 'false');
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const second = vi.fn(async () => ({ swept: 99 }));
    const skipped = await jobHandler('shift-sweep', second)();
    vi.restoreAllMocks();

    expect(second).not.toHaveBeenCalled();
    const held = await jobLeases().readJobLease('shift-sweep');
    expect(skipped).toEqual({ skipped: 'LEASE_HELD', job: 'shift-sweep', heldBy: held?.runId });
    const lines = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'Job run skipped: another run holds the lease',
        job: 'shift-sweep',
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ JobRunSkipped: 1, job: 'shift-sweep' }));

    first.finish();
    await expect(firstRun).resolves.toEqual({ swept: 3 });
    expect(await jobLeases().readJobLease('shift-sweep')).toBeUndefined();
    await expect(jobHandler('shift-sweep', async () => ({ swept: 0 }))()).resolves.toEqual({ swept: 0 });
  });

  it("should hold the lease for the job's timeout and release it when the run fails, rethrowing", async () => {
    const before = Math.floor(Date.now() / 1000);
    const failing = gatedWork(undefined);
    const run = jobHandler('licence-sweep', async () => {
      await failing.work();
      throw new Error('SES is down');
    })();
    await failing.running;
    const lease = await jobLeases().readJobLease('licence-sweep');
    expect(lease?.expiresAt).toBeGreaterThanOrEqual(
      before + jobLeaseSeconds(JOB_TIMEOUT_SECONDS['licence-sweep']),
    );
    failing.finish();
    await expect(run).rejects.toThrow('SES is down');
    expect(await jobLeases().readJobLease('licence-sweep')).toBeUndefined();
  });

  it('should let a run take an expired lease, and leave it alone when the run that lost it ends', async () => {
    const start = new Date();
    const timeoutSeconds = 60;
    const expired = new Date(start.getTime() + jobLeaseSeconds(timeoutSeconds) * 1000);
    const notReleased = vi.fn();
    const job = { name: 'outlasted', timeoutSeconds };
    const slow = gatedWork('slow done');
    const slowRun = runUnderJobLease(
      job,
      { jobLeases: jobLeases(), clock: { now: () => start }, onNotReleased: notReleased },
      slow.work,
    );
    await slow.running;
    const takeover = await runUnderJobLease(
      job,
      { jobLeases: jobLeases(), clock: { now: () => expired } },
      async () => {
        const holder = await jobLeases().readJobLease('outlasted');
        slow.finish();
        await expect(slowRun).resolves.toBe('slow done');
        return holder;
      },
    );
    expect(notReleased).toHaveBeenCalledWith('outlasted', expect.any(String), undefined);
    expect(takeover).toMatchObject({
      job: 'outlasted',
      expiresAt: Math.floor(expired.getTime() / 1000) + jobLeaseSeconds(timeoutSeconds),
    });
    expect((takeover as { runId: string }).runId).not.toBe(notReleased.mock.calls[0]?.[1]);
    expect(await jobLeases().readJobLease('outlasted')).toBeUndefined();
  });
});
