import type { JobRunner, JobRunReport } from '../gateway/jobs-route';
import type { ScheduledJob, ScheduleRegistry } from '../schedules';

/** How long a run on request waits for a run of the same job that is still going. */
const WAIT_FOR_RUNNING_MS = 20_000;
const POLL_MS = 50;

interface LastRun {
  result?: unknown;
  error?: string;
}

/**
 * The stack's scheduled jobs as the gateway's jobs route runs them: each job is wrapped to remember what
 * its last run returned or threw, and a run on request goes through the schedule registry's `runNow`, so
 * it never overlaps a timer's run of the same job. A run already going may have started before the
 * caller moved the test clock, so the request waits for it to end and then runs the job again.
 */
export function createLocalJobs(schedules: ScheduleRegistry) {
  const last = new Map<string, LastRun>();

  const record = (job: ScheduledJob): ScheduledJob => ({
    ...job,
    run: async () => {
      last.delete(job.name);
      try {
        await job.run();
      } catch (error) {
        last.set(job.name, { error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
  });

  const runner: JobRunner = {
    names: () => schedules.names(),
    async run(name: string): Promise<JobRunReport> {
      const started = performance.now();
      const giveUpAt = Date.now() + WAIT_FOR_RUNNING_MS;
      let outcome = await schedules.runNow(name);
      while (outcome === 'skipped' && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        outcome = await schedules.runNow(name);
      }
      const ms = Math.round(performance.now() - started);
      return { job: name, outcome, ms, ...(outcome === 'skipped' ? {} : last.get(name)) };
    },
  };

  return {
    /** Wraps a job before it is registered, so that its runs are remembered. */
    record,
    /** What a job's handler returned (lambdaJobs' `onResult`). */
    onResult: (name: string, result: unknown) => last.set(name, { result }),
    runner,
  };
}
