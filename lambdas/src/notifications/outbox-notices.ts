import type { ShiftNotifier } from './shift-notifier';

/**
 * The request path's notices (issue 37): a shift change already wrote its notification intent in its
 * own transaction, and the outbox sender (outbox-sender.ts: a DynamoDB Streams consumer in AWS, the same
 * code polling the table locally) delivers it. Nothing is sent from the request, so a claim never waits
 * for SNS or SES and its Lambda carries neither.
 */
export const outboxShiftNotices: Pick<ShiftNotifier, 'shiftChanged'> = {
  async shiftChanged(notice, intent) {
    if (!intent)
      throw new Error(
        `Shift ${notice.after.refNumber}: a change without its notification intent cannot be left to the outbox`,
      );
  },
};
