import { notificationIntentId, shiftNoticeFields } from '@careshift/db';
import type { ShiftRecord } from '@careshift/db';

import type { NoticeIntentRef } from '../notifications/shift-notifier';

/** The fields a notification mentions (the same the change's outbox intent keeps). */
export const toNoticeShift = shiftNoticeFields;

/** The outbox intent the change that produced `after` wrote (see the db's notification intents). */
export function noticeIntentOf(after: Pick<ShiftRecord, 'shiftId' | 'version'>): NoticeIntentRef {
  return { intentId: notificationIntentId(after.shiftId, after.version) };
}
