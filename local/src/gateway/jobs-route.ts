import { ERROR_CODES } from '@careshift/contract';

import { jsonReply } from './lambda-result';
import type { HttpReply } from './lambda-result';

/** The local-only routes that run a scheduled job now. AWS has no such routes. */
export const JOBS_PATH = '/__local/jobs';

/** What one run through `POST /__local/jobs/{name}/run` did. */
export interface JobRunReport {
  job: string;
  /** `skipped`: a run of the same job was still going and the wait for it ran out. */
  outcome: 'succeeded' | 'failed' | 'skipped';
  ms: number;
  /** What the job's handler returned (e.g. the sweep's `{finished, abandoned, skipped}`). */
  result?: unknown;
  /** Why a failed run failed. */
  error?: string;
}

/** The stack's scheduled jobs as the route sees them (stack/local-jobs.ts). */
export interface JobRunner {
  names(): string[];
  run(name: string): Promise<JobRunReport>;
}

export function isJobsPath(pathname: string): boolean {
  return pathname === JOBS_PATH || pathname.startsWith(`${JOBS_PATH}/`);
}

const STATUS_OF_OUTCOME: Record<JobRunReport['outcome'], number> = {
  succeeded: 200,
  failed: 500,
  skipped: 409,
};

function methodNotAllowed(allow: string): HttpReply {
  const reply = jsonReply(405, { message: 'Method Not Allowed', code: ERROR_CODES.invalidInput });
  return { ...reply, headers: { ...reply.headers, allow } };
}

/**
 * `GET /__local/jobs` lists the scheduled jobs; `POST /__local/jobs/{name}/run` runs one now, the way its
 * schedule would (never beside a run of the same job), and answers with the outcome: 200 with the
 * handler's result, 500 with the error, 409 when a run already going did not end in time; an unknown
 * name is 404 with the names there are. Tests move the test clock and run the sweep instead of waiting
 * for its timer.
 */
export async function serveJobs(
  runner: JobRunner,
  method: string,
  pathname: string,
  log?: (line: string) => void,
): Promise<HttpReply> {
  if (pathname === JOBS_PATH || pathname === `${JOBS_PATH}/`) {
    return method === 'GET' ? jsonReply(200, { jobs: runner.names() }) : methodNotAllowed('GET');
  }
  const match = /^\/__local\/jobs\/([^/]+)\/run$/.exec(pathname);
  if (!match) return jsonReply(404, { message: 'Not Found' });
  if (method !== 'POST') return methodNotAllowed('POST');
  const name = match[1] as string;
  if (!runner.names().includes(name)) {
    return jsonReply(404, {
      message: `No scheduled job is named "${name}".`,
      code: ERROR_CODES.notFound,
      jobs: runner.names(),
    });
  }
  const report = await runner.run(name);
  log?.(`[jobs] ${name} run on request: ${report.outcome} in ${report.ms} ms`);
  return jsonReply(STATUS_OF_OUTCOME[report.outcome], report);
}
