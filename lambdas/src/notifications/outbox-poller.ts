import type { NotificationIntentRepository } from '@careshift/db';

import { deliverIntent, isSenderNotice } from './outbox-sender';
import type { OutboxSenderDeps } from './outbox-sender';

/** How often the local sender looks for new intents (a stream delivers within about a second too). */
export const POLL_INTERVAL_MS = 200;
/** Far after any intent's createdAt (the test clock may run years ahead): every intent in the table. */
const EVERY_INTENT = '9999-12-31T23:59:59.999Z';
const BATCH = 100;

export interface OutboxPollerDeps extends OutboxSenderDeps {
  notificationIntents: OutboxSenderDeps['notificationIntents'] &
    Pick<NotificationIntentRepository, 'listPendingIntents'>;
}

export interface OutboxPoller {
  /** Runs one round now: every intent not seen before is delivered (tests wait on this). */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The stream's local twin: the SAME sender (deliverIntent) fed by polling the table instead of a
 * DynamoDB stream. Like a stream, each new intent is handed over once: an intent whose delivery failed
 * stays in the table for the notification-retry job (as in AWS), and is not tried again here.
 */
export function startOutboxPoller(deps: OutboxPollerDeps, intervalMs = POLL_INTERVAL_MS): OutboxPoller {
  let seen = new Set<string>();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function round(): Promise<void> {
    const pending = await deps.notificationIntents.listPendingIntents({
      createdBefore: EVERY_INTENT,
      limit: BATCH,
    });
    const fresh = pending.filter((intent) => !seen.has(intent.intentId));
    // Forget what left the table, so the set stays the size of the outbox.
    seen = new Set(pending.map((intent) => intent.intentId));
    await Promise.all(
      fresh
        .filter((intent) => isSenderNotice(intent.notice))
        .map((intent) =>
          deliverIntent(deps, intent.intentId).catch((error: unknown) =>
            deps.logError('The outbox sender could not deliver an intent', {
              intentId: intent.intentId,
              error,
            }),
          ),
        ),
    );
  }

  const poll = () => {
    running = running.then(round).catch((error: unknown) => {
      deps.logError('The outbox sender could not read the outbox', { error });
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (!stopped) void poll().then(() => !stopped && schedule());
    }, intervalMs);
  };
  schedule();
  return {
    poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
