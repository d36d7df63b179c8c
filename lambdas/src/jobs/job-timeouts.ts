/**
 * Each scheduled job's Lambda timeout, in seconds: infra gives the function this timeout, and a job
 * run's lease lasts it (packages/domain/src/jobs/job-lease.ts), so the two cannot disagree. Imported by
 * every job's handler, so this module imports nothing.
 */
export const JOB_TIMEOUT_SECONDS = {
  'shift-sweep': 300,
  'shift-reminders': 300,
  'notification-retry': 120,
  'licence-sweep': 300,
  'invoice-sweep': 300,
  'timesheet-sweep': 300,
  'late-clock-in-alert': 120,
  'auto-boost': 300,
} as const;

export type JobName = keyof typeof JOB_TIMEOUT_SECONDS;
