import type { NotificationIntentRepository } from '@careshift/db';

import { isMessageNotice, sendMessageNotice } from '../notifications/message-notice';
import { isNewShiftsNotice, sendNewShiftsNotice } from '../notifications/new-shift-notice';
import type { NewShiftNoticeDeps } from '../notifications/new-shift-notice';
import type { ShiftChangeNotice, ShiftNotifier } from '../notifications/shift-notifier';
import { isStandingNotice, sendStandingNotice } from '../standing/standing-notice';
import type { StandingNoticeDeps } from '../standing/standing-notice';

import type { JobInput } from './job-run';

export interface RetryDeps {
  notificationIntents: Pick<NotificationIntentRepository, 'listPendingIntents' | 'leaseIntent'>;
  notifier: Pick<ShiftNotifier, 'shiftChanged'>;
  /** What a partner's standing notice needs (the automatic restrictions and lifts). */
  standing: StandingNoticeDeps;
  /** The new-shift notice's wiring (issue 36), loaded when an intent needs it. */
  newShifts?: () => Promise<NewShiftNoticeDeps>;
  logError?: (message: string, details: Record<string, unknown>) => void;
}

export interface RetryResult {
  /** Intents this run worked on. */
  retried: number;
  /** Intents another run held. */
  busy: number;
}

/** An intent younger than this is left to whoever is sending it right now: the outbox sender (a shift change) or the Lambda that wrote it. */
export const RETRY_AFTER_MS = 60_000;
/** A run holds an intent this long; a run that dies leaves it to the next one after that. */
const LEASE_MS = 5 * 60_000;
/** From this many attempts on, every further one is reported as an error (an alarm in AWS). */
const REPORT_AFTER_ATTEMPTS = 5;
const BATCH = 100;

/**
 * Sends what the outbox still holds (DESIGN.md "Notifications"): the notices of shift changes, and of a
 * partner's automatic restriction or its lift, whose Lambda could not send them all (SNS or SES failing, the function stopped). Each intent is leased so two
 * runs never work on it at once, and the notifier sends only the deliveries not yet recorded as sent,
 * removing the intent when none is left: a notice is never lost and never sent twice.
 */
export async function runNotificationRetry(input: JobInput<RetryDeps>): Promise<RetryResult> {
  const { deps, now } = input;
  const pending = await deps.notificationIntents.listPendingIntents({
    createdBefore: new Date(now.getTime() - RETRY_AFTER_MS).toISOString(),
    limit: BATCH,
  });
  const result: RetryResult = { retried: 0, busy: 0 };
  for (const intent of pending) {
    const until = new Date(now.getTime() + LEASE_MS).toISOString();
    if (!(await deps.notificationIntents.leaseIntent(intent.intentId, now.toISOString(), until))) {
      result.busy += 1;
      continue;
    }
    if (intent.attempts + 1 >= REPORT_AFTER_ATTEMPTS)
      deps.logError?.('A notification is still not sent', {
        intentId: intent.intentId,
        attempts: intent.attempts + 1,
      });
    const ref = { intentId: intent.intentId, sent: intent.sent };
    if (isStandingNotice(intent.notice)) await sendStandingNotice(deps.standing, intent.notice, ref);
    // A whole message to an account (a welcome, a sign-in change notice; issue 32): the standing wiring's sender.
    else if (isMessageNotice(intent.notice)) await sendMessageNotice(deps.standing, intent.notice, ref);
    else if (isNewShiftsNotice(intent.notice)) {
      if (deps.newShifts) await sendNewShiftsNotice(await deps.newShifts(), intent.notice, ref);
    } else await deps.notifier.shiftChanged(intent.notice as ShiftChangeNotice, ref);
    result.retried += 1;
  }
  return result;
}
