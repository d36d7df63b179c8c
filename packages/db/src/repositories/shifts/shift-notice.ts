import type { ChangeContext } from '../audit';
import { notificationIntentId } from '../notification-intents';

import type { NewShift, ShiftRecord } from './shift-records';

/** The fields of a shift a notification mentions. */
export interface ShiftNoticeFields {
  shiftId: string;
  refNumber: number;
  clientId: string;
  clientName: string;
  positionName: string;
  /** The Greek name, when the position has one (Greek texts fall back to positionName). */
  positionNameEl?: string;
  status: ShiftRecord['status'];
  startDate: string;
  endDate: string;
  claimedBy?: string;
  partnerName?: string;
}

/** What people are told of one shift change; the notification intent keeps it until it is sent. */
export interface ShiftChangeNoticeRecord {
  before?: ShiftNoticeFields;
  after: ShiftNoticeFields;
  actorRole: ChangeContext['actor']['role'];
  reason?: string;
  penalty?: number;
}

/** What names a shift to a reader: its reference, organisation, position, status and times. */
export type ShiftSummary = Omit<ShiftNoticeFields, 'shiftId' | 'claimedBy' | 'partnerName'>;

export function shiftSummaryOf(shift: ShiftRecord | NewShift): ShiftSummary {
  return {
    refNumber: shift.refNumber,
    clientId: shift.clientId,
    clientName: shift.clientName,
    positionName: shift.positionName,
    ...(shift.positionNameEl ? { positionNameEl: shift.positionNameEl } : {}),
    status: shift.status,
    startDate: shift.startDate,
    endDate: shift.endDate,
  };
}

export function shiftNoticeFields(shift: ShiftRecord | NewShift): ShiftNoticeFields {
  return {
    shiftId: shift.shiftId,
    ...shiftSummaryOf(shift),
    ...(shift.claimedBy ? { claimedBy: shift.claimedBy } : {}),
    ...(shift.partnerName ? { partnerName: shift.partnerName } : {}),
  };
}

/** The outbox item of a change (see entities/notification-intent.ts). */
export function noticeIntent(
  before: ShiftRecord,
  after: ShiftRecord,
  context: ChangeContext,
  penalty: number | undefined,
) {
  const notice: ShiftChangeNoticeRecord = {
    before: shiftNoticeFields(before),
    after: shiftNoticeFields(after),
    actorRole: context.actor.role,
    ...(context.reason ? { reason: context.reason } : {}),
    ...(penalty ? { penalty } : {}),
  };
  return {
    intentId: notificationIntentId(after.shiftId, after.version),
    notice,
    sent: [],
    attempts: 0,
    createdAt: context.at,
  };
}
