import { JOB_TIMEOUT_SECONDS } from './job-timeouts';
import type { JobName } from './job-timeouts';

/** A scheduled job: infra gives it an EventBridge Scheduler schedule, the local stack a timer. */
export interface JobEntry {
  /** kebab-case; the use case is lambdas/src/jobs/<name>.ts, the entry <name>-handler.ts. */
  name: JobName;
  /** The module exporting `handler`, from the repository root. */
  entry: string;
  /** An EventBridge rate expression. */
  rate: string;
  description: string;
  /** The Lambda's timeout (infra), which a run's lease lasts (job-timeouts.ts). */
  timeoutSeconds: number;
  /** Loads the module in-process (the local stack's timers). */
  load: () => Promise<{ handler: () => Promise<unknown> }>;
}

/** The lambdas' scheduled jobs, one line each. */
export const JOBS: readonly JobEntry[] = [
  {
    name: 'shift-sweep',
    entry: 'lambdas/src/jobs/shift-sweep-handler.ts',
    rate: 'rate(5 minutes)',
    description:
      'Finishes claimed shifts whose end passed and abandons unclaimed shifts past their claim deadline.',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['shift-sweep'],
    load: () => import('./shift-sweep-handler'),
  },
  {
    name: 'shift-reminders',
    entry: 'lambdas/src/jobs/shift-reminders-handler.ts',
    rate: 'rate(1 hour)',
    description: 'Reminds partners by SMS (or e-mail) of a claimed shift within the day before it starts.',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['shift-reminders'],
    load: () => import('./shift-reminders-handler'),
  },
  {
    name: 'notification-retry',
    entry: 'lambdas/src/jobs/notification-retry-handler.ts',
    rate: 'rate(1 minute)',
    description:
      'Sends the notifications of shift changes that could not all be sent at the time (the outbox), once each.',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['notification-retry'],
    load: () => import('./notification-retry-handler'),
  },
  {
    name: 'licence-sweep',
    entry: 'lambdas/src/jobs/licence-sweep-handler.ts',
    rate: 'rate(1 day)',
    description:
      'Restricts VERIFIED partners whose registration expired (LICENCE_EXPIRED) and reminds partners 30 and 7 days before.',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['licence-sweep'],
    load: () => import('./licence-sweep-handler'),
  },
  {
    name: 'invoice-sweep',
    entry: 'lambdas/src/jobs/invoice-sweep-handler.ts',
    rate: 'rate(1 day)',
    description:
      'Restricts VERIFIED partners with an invoice PENDING past its due date (INVOICE_OVERDUE) and lifts that restriction when nothing is overdue any more.',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['invoice-sweep'],
    load: () => import('./invoice-sweep-handler'),
  },
  {
    name: 'timesheet-sweep',
    entry: 'lambdas/src/jobs/timesheet-sweep-handler.ts',
    rate: 'rate(15 minutes)',
    description:
      'Closes OPEN timesheets whose clock-out was forgotten (planned end + 12 h: SUBMITTED, MISSING_CLOCK_OUT) and approves by silence the SUBMITTED timesheets whose 48-hour approval window has ended (issue 34).',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['timesheet-sweep'],
    load: () => import('./timesheet-sweep-handler'),
  },
  {
    name: 'late-clock-in-alert',
    entry: 'lambdas/src/jobs/late-clock-in-alert-handler.ts',
    rate: 'rate(5 minutes)',
    description:
      'Tells the organisation and the administrators (e-mail) when a claimed shift has no clock-in 15 minutes after its start, and reminds the partner (SMS), once per shift, through the outbox (issue 34).',
    timeoutSeconds: JOB_TIMEOUT_SECONDS['late-clock-in-alert'],
    load: () => import('./late-clock-in-alert-handler'),
  },
  {
    name: 'auto-boost',
    entry: 'lambdas/src/jobs/auto-boost-handler.ts',
    rate: 'rate(1 hour)',
    description:
      "Raises the rates of open shifts nobody claimed by their organisation's automatic boost (+X % from N hours before the claim deadline, up to a cap), one boost per shift per run (issue 35).",
    timeoutSeconds: JOB_TIMEOUT_SECONDS['auto-boost'],
    load: () => import('./auto-boost-handler'),
  },
];
