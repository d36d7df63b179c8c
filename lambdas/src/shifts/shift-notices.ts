import type { NewShift, ShiftRecord } from '@careshift/db';

import type { NoticeShift } from '../notifications/shift-notifier';

/** The fields a notification mentions. */
export function toNoticeShift(shift: ShiftRecord | NewShift): NoticeShift {
  return {
    shiftId: shift.shiftId,
    refNumber: shift.refNumber,
    clientId: shift.clientId,
    clientName: shift.clientName,
    positionName: shift.positionName,
    status: shift.status,
    startDate: shift.startDate,
    endDate: shift.endDate,
    ...(shift.claimedBy ? { claimedBy: shift.claimedBy } : {}),
    ...(shift.partnerName ? { partnerName: shift.partnerName } : {}),
  };
}
