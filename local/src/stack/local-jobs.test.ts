import { describe, expect, it } from 'vitest';

import { createScheduleRegistry } from '../schedules';
import type { ScheduledJob } from '../schedules';

import { createLocalJobs } from './local-jobs';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function localJobs(jobs: (onResult: (name: string, result: unknown) => void) => ScheduledJob[]) {
  const schedules = createScheduleRegistry({ log: () => {}, logError: () => {} });
  const local = createLocalJobs(schedules);
  for (const job of jobs(local.onResult)) schedules.register(local.record(job));
  return local.runner;
}

describe('createLocalJobs', () => {
  it('should run a job on request and report what its handler returned', async () => {
    let runs = 0;
    const runner = localJobs((onResult) => [
      {
        name: 'shift-sweep',
        rate: 'rate(5 minutes)',
        run: async () => {
          runs += 1;
          onResult('shift-sweep', { finished: runs, abandoned: 0, skipped: 0 });
        },
      },
    ]);
    expect(runner.names()).toEqual(['shift-sweep']);
    const first = await runner.run('shift-sweep');
    expect(first).toMatchObject({ job: 'shift-sweep', outcome: 'succeeded', result: { finished: 1 } });
    expect(first.ms).toBeGreaterThanOrEqual(0);
    expect((await runner.run('shift-sweep')).result).toEqual({ finished: 2, abandoned: 0, skipped: 0 });
  });

  it('should report a failed run with its error and no result of an earlier run', async () => {
    let fail = false;
    const runner = localJobs((onResult) => [
      {
        name: 'shift-reminders',
        rate: 'rate(1 hour)',
        run: async () => {
          if (fail) throw new Error('The outbox is down');
          onResult('shift-reminders', { sent: 1 });
        },
      },
    ]);
    await runner.run('shift-reminders');
    fail = true;
    expect(await runner.run('shift-reminders')).toEqual({
      job: 'shift-reminders',
      outcome: 'failed',
      ms: expect.any(Number),
      error: 'The outbox is down',
    });
  });

  it('should wait for a run already going and then run the job again, never beside it', async () => {
    const gate = deferred();
    let running = 0;
    let most = 0;
    let runs = 0;
    const schedules = createScheduleRegistry({ log: () => {}, logError: () => {} });
    const local = createLocalJobs(schedules);
    schedules.register(
      local.record({
        name: 'shift-sweep',
        rate: 'rate(5 minutes)',
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          runs += 1;
          if (runs === 1) await gate.promise;
          running -= 1;
          local.onResult('shift-sweep', { run: runs });
        },
      }),
    );
    const timerRun = schedules.runNow('shift-sweep');
    const requested = local.runner.run('shift-sweep');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runs).toBe(1);
    gate.resolve();
    expect(await timerRun).toBe('succeeded');
    expect(await requested).toMatchObject({ outcome: 'succeeded', result: { run: 2 } });
    expect(most).toBe(1);
  });
});
