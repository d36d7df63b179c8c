import { Duration } from 'aws-cdk-lib';

import { JOBS as LAMBDA_JOBS } from '@careshift/lambdas/jobs/index';
import type { JobEntry } from '@careshift/lambdas/jobs/index';

import type { DataAccess } from './constructs/single-table';

/** What one scheduled job may touch, beyond writing its own logs. */
export interface JobAccess {
  table: DataAccess;
  documents?: DataAccess;
  mail?: boolean;
  sms?: boolean;
  /** Writes links to the app: APP_URL or the web stack's parameter (ssm:GetParameter on it). */
  links?: boolean;
  /** Web Push to partners' phones (issue 36): reads the stage's VAPID secret. */
  push?: boolean;
  memorySize?: number;
}

/** A job of lambdas/src/jobs (name, entry, rate, description) with the access infra grants it. */
export interface JobDefinition extends JobAccess {
  name: string;
  /** The module exporting `handler`, relative to the repository root. */
  entry: string;
  /** EventBridge Scheduler expression: rate(…) or cron(…). */
  schedule: string;
  description: string;
  /** The function's timeout: the lambdas' JOB_TIMEOUT_SECONDS, which a run's lease also lasts. */
  timeout: Duration;
}

/** Least privilege per job, the one place to widen it (a test requires an entry for every job). */
export const JOB_ACCESS: Record<string, JobAccess> = {
  // Finishes and abandons shifts, then notifies the people concerned.
  'shift-sweep': { table: 'write', mail: true, sms: true, links: true, push: true },
  // Reminds partners of tomorrow's shifts; idempotency records keep one reminder per shift.
  'shift-reminders': { table: 'write', mail: true, sms: true, links: true, push: true },
  // Sends what the notification outbox still holds (intents leased, sent deliveries recorded).
  'notification-retry': { table: 'write', mail: true, sms: true, links: true, push: true },
  // Restricts partners whose registration expired and reminds those close to it (idempotency markers).
  // Push: the partner's "Invoices due" choice for a lifted restriction's notice (issue 36).
  'licence-sweep': { table: 'write', mail: true, sms: true, push: true },
  // Restricts partners with an overdue invoice and lifts the restriction once nothing is overdue.
  // Push: the overdue and lifted notices follow the partner's "Invoices due" choice (issue 36).
  'invoice-sweep': { table: 'write', mail: true, sms: true, push: true },
  // Closes forgotten clock-outs and approves by silence the timesheets past their 48-hour window
  // (punches, timesheet, trail, counters: the table only).
  'timesheet-sweep': { table: 'write' },
  // Writes one late clock-in alert per shift to the outbox (idempotency marker, intent); the links need
  // the app URL. The outbox sender sends it.
  'late-clock-in-alert': { table: 'write', links: true },
  // Reads open shifts and their organisations' settings, writes boosted shifts (issue 35); sends nothing.
  'auto-boost': { table: 'write' },
};

const SCHEDULE_PATTERN = /^(rate\(\d+ (minute|minutes|hour|hours|day|days)\)|cron\(.+\))$/;

/** Joins the lambdas' job table with JOB_ACCESS, failing on a job infra does not know. */
export function jobDefinitions(
  entries: readonly (Pick<JobEntry, 'entry' | 'rate' | 'description' | 'timeoutSeconds'> & {
    name: string;
  })[] = LAMBDA_JOBS,
  access: Record<string, JobAccess> = JOB_ACCESS,
): JobDefinition[] {
  return entries.map((entry) => {
    const grants = access[entry.name];
    if (!grants) throw new Error(`Job "${entry.name}" has no entry in JOB_ACCESS (infra/lib/jobs.ts)`);
    if (!SCHEDULE_PATTERN.test(entry.rate)) {
      throw new Error(`Job "${entry.name}": "${entry.rate}" is not a rate(…) or cron(…) expression`);
    }
    return {
      ...grants,
      name: entry.name,
      entry: entry.entry,
      schedule: entry.rate,
      description: entry.description,
      timeout: Duration.seconds(entry.timeoutSeconds),
    };
  });
}
