import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../twins/free-port';

import { startGateway } from './gateway';
import type { LocalGateway } from './gateway';
import type { JobRunner, JobRunReport } from './jobs-route';
import { startTestIssuer } from './test-issuer';
import type { TestIssuer } from './test-issuer';

/** A runner whose jobs answer what the test sets, counting the runs. */
function fakeRunner() {
  const outcomes = new Map<string, Omit<JobRunReport, 'job' | 'ms'>>([
    ['shift-sweep', { outcome: 'succeeded', result: { finished: 2, abandoned: 1, skipped: 0 } }],
    ['shift-reminders', { outcome: 'failed', error: 'The outbox is down' }],
    ['invoice-reminders', { outcome: 'skipped' }],
  ]);
  const runs: string[] = [];
  const runner: JobRunner = {
    names: () => [...outcomes.keys()],
    run: async (name) => {
      runs.push(name);
      return { job: name, ms: 3, ...(outcomes.get(name) as Omit<JobRunReport, 'job' | 'ms'>) };
    },
  };
  return { runner, runs };
}

describe('the gateway jobs route', () => {
  const { runner, runs } = fakeRunner();
  const logLines: string[] = [];
  let issuer: TestIssuer;
  let withJobs: LocalGateway;
  let withoutJobs: LocalGateway;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const common = {
      operations: [],
      authorizer: { issuer: issuer.issuer, audience: [issuer.clientId], jwksUri: issuer.jwksUri },
      loadHandler: async () => async () => ({}),
    };
    withJobs = await startGateway({
      ...common,
      port: await freePort(),
      jobs: runner,
      log: (line) => logLines.push(line),
    });
    withoutJobs = await startGateway({ ...common, port: await freePort(), log: false });
  });
  afterAll(async () => {
    await withJobs.stop();
    await withoutJobs.stop();
    await issuer.stop();
  });

  const run = (gateway: LocalGateway, name: string, method = 'POST') =>
    fetch(`${gateway.url}/__local/jobs/${name}/run`, { method });

  it('should not exist when the gateway was started without jobs, as in AWS', async () => {
    // `runs` holds the whole file's runs: this test reads those after it started.
    const before = runs.length;
    const response = await run(withoutJobs, 'shift-sweep');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
    expect((await fetch(`${withoutJobs.url}/__local/jobs`)).status).toBe(404);
    expect(runs.slice(before)).toEqual([]);
  });

  it('should list the scheduled jobs', async () => {
    const response = await fetch(`${withJobs.url}/__local/jobs`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jobs: ['shift-sweep', 'shift-reminders', 'invoice-reminders'] });
  });

  it('should run a job now and answer 200 with what it returned', async () => {
    const response = await run(withJobs, 'shift-sweep');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      job: 'shift-sweep',
      outcome: 'succeeded',
      ms: 3,
      result: { finished: 2, abandoned: 1, skipped: 0 },
    });
    expect(runs.at(-1)).toBe('shift-sweep');
    expect(logLines.some((line) => line.startsWith('[jobs] shift-sweep') && line.includes('succeeded'))).toBe(
      true,
    );
  });

  it('should answer 500 with the error of a failed run and 409 when a run going did not end', async () => {
    const failed = await run(withJobs, 'shift-reminders');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ outcome: 'failed', error: 'The outbox is down' });
    const skipped = await run(withJobs, 'invoice-reminders');
    expect(skipped.status).toBe(409);
    expect(await skipped.json()).toMatchObject({ job: 'invoice-reminders', outcome: 'skipped' });
  });

  it('should answer 404 with the job names for an unknown job, running nothing', async () => {
    const before = runs.length;
    const response = await run(withJobs, 'expire-everything');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'No scheduled job is named "expire-everything".',
      code: 'NOT_FOUND',
      jobs: ['shift-sweep', 'shift-reminders', 'invoice-reminders'],
    });
    expect((await fetch(`${withJobs.url}/__local/jobs/shift-sweep`, { method: 'POST' })).status).toBe(404);
    expect(runs.length).toBe(before);
  });

  it('should answer 405 with Allow for other methods, running nothing', async () => {
    const before = runs.length;
    const response = await run(withJobs, 'shift-sweep', 'GET');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const list = await fetch(`${withJobs.url}/__local/jobs`, { method: 'DELETE' });
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toBe('GET');
    expect(runs.length).toBe(before);
  });
});
