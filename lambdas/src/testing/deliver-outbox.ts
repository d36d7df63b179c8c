import { notificationRetryDeps } from '../jobs/job-deps';
import { RETRY_AFTER_MS, runNotificationRetry } from '../jobs/notification-retry';

/**
 * Runs the outbox sender over the table TABLE_NAME names, as the scheduled job would a minute later:
 * what the requests left in the notification outbox (welcomes, sign-in change notices) leaves now
 * through SES and SNS (the local messaging twin in tests).
 */
export async function deliverOutbox(): Promise<void> {
  await runNotificationRetry({
    deps: notificationRetryDeps(),
    now: new Date(Date.now() + RETRY_AFTER_MS + 1_000),
  });
}
