import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';
import type { PunchRecord, ShiftRecord, TimesheetRecord } from '@careshift/db';

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === undefined || value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** A punch as the contract shows it (no position: only its accuracy and the distance). */
export function punchView(punch: PunchRecord): TimesheetView['punches'][number] {
  return {
    id: punch.punchId,
    kind: punch.kind,
    clientTime: punch.clientTime,
    receivedAt: punch.receivedAt,
    ...optional('accuracy', punch.accuracy),
    ...optional('distance', punch.distance),
    ...optional('reason', punch.reason),
    flags: punch.flags,
  };
}

/** Corrected times as shown: the times, the break and the reason (not who or when: the trail has it). */
function correctedView(times: TimesheetRecord['dispute']) {
  if (!times) return undefined;
  const { actualStart, actualEnd, breakMinutes, reason } = times;
  return { actualStart, actualEnd, breakMinutes, reason };
}

/** A timesheet and its punches as the contract shows them. */
export function timesheetView(timesheet: TimesheetRecord, punches: readonly PunchRecord[]): TimesheetView {
  return {
    shiftId: timesheet.shiftId,
    refNumber: timesheet.refNumber,
    clientId: timesheet.clientId,
    clientName: timesheet.clientName,
    employeeId: timesheet.employeeId,
    employeeName: timesheet.employeeName,
    status: timesheet.status,
    flags: timesheet.flags,
    plannedStart: timesheet.plannedStart,
    plannedEnd: timesheet.plannedEnd,
    ...optional('actualStart', timesheet.actualStart),
    ...optional('actualEnd', timesheet.actualEnd),
    breakMinutes: timesheet.breakMinutes,
    ...optional('workedMinutes', timesheet.workedMinutes),
    ...optional('approveBy', timesheet.status === 'SUBMITTED' ? timesheet.approveBy : undefined),
    ...optional('dispute', correctedView(timesheet.dispute)),
    ...optional('settlement', correctedView(timesheet.settlement)),
    punches: punches.map(punchView),
  };
}

/** The timesheet a shift has before its first punch: OPEN, planned times, nothing else (not stored). */
export function emptyTimesheet(shift: ShiftRecord): TimesheetRecord {
  return {
    shiftId: shift.shiftId,
    refNumber: shift.refNumber,
    clientId: shift.clientId,
    clientName: shift.clientName,
    employeeId: shift.claimedBy ?? '',
    employeeName: shift.partnerName ?? '',
    status: 'OPEN',
    flags: [],
    plannedStart: shift.startDate,
    plannedEnd: shift.endDate,
    breakMinutes: 0,
    version: 0,
    createdAt: shift.createdAt,
    updatedAt: shift.createdAt,
  };
}
