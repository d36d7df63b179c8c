import type { PunchBody, TimesheetView } from '@careshift/contract/operations/attendance-schemas';
import type { PunchRecord, ShiftRecord, TimesheetDraft, TimesheetRecord } from '@careshift/db';
import { ConflictError, isHeldStatus } from '@careshift/domain';
import { decidePunch } from '@careshift/domain/attendance/punch-rules';
import { summariseTimesheet } from '@careshift/domain/attendance/timesheet-summary';

import { changeContextOf } from '../accounts/change-context';
import type { Viewer } from '../http/viewer';

import type { AttendanceDeps } from './attendance-deps';
import { organisationAttendance } from './attendance-settings';
import { loadAttendanceShift } from './timesheet-access';
import { emptyTimesheet, timesheetView } from './timesheet-view';

/** A punch decided on a timesheet that changed meanwhile is decided again, this many times. */
const ATTEMPTS = 3;

/** A re-send is the same kind (its time may have been stored as the receipt: the domain's decided time). */
const samePunch = (stored: PunchRecord, body: PunchBody) => stored.kind === body.kind;

/** The phone's position, when it sent one. */
function positionOf(body: PunchBody) {
  if (body.latitude === undefined || body.longitude === undefined) return {};
  const accuracy = body.accuracy === undefined ? {} : { accuracy: body.accuracy };
  return { position: { latitude: body.latitude, longitude: body.longitude, ...accuracy } };
}

/** The reply a punch with this key got, when it was taken before (a re-sent offline punch). */
async function earlierReply(deps: AttendanceDeps, shiftId: string, body: PunchBody) {
  const stored = await deps.attendance.getPunch(shiftId, body.idempotencyKey);
  if (!stored) return undefined;
  if (!samePunch(stored, body))
    throw new ConflictError('This punch key was already used for another punch.', 'PUNCH_KEY_REUSED');
  return stored.reply as TimesheetView;
}

/** The punch the domain accepted, and the timesheet after it (the domain's summary of all punches). */
async function decide(deps: AttendanceDeps, shift: ShiftRecord, body: PunchBody, now: Date) {
  const settings = await organisationAttendance(deps, shift.clientId);
  const [before, punches] = await Promise.all([
    deps.attendance.getTimesheet(shift.shiftId),
    deps.attendance.listPunches(shift.shiftId),
  ]);
  const receivedAt = now.toISOString();
  const decision = decidePunch(
    {
      kind: body.kind,
      clientTime: body.clientTime,
      receivedAt,
      ...positionOf(body),
      ...(body.reason ? { reason: body.reason } : {}),
    },
    {
      plannedStart: shift.startDate,
      plannedEnd: shift.endDate,
      previous: punches,
      ...(settings.facilityPoint ? { facility: settings.facilityPoint } : {}),
      radiusMetres: settings.radiusMetres,
    },
  );
  const punch: PunchRecord = {
    shiftId: shift.shiftId,
    punchId: body.idempotencyKey,
    employeeId: shift.claimedBy ?? '',
    kind: body.kind,
    clientTime: decision.time,
    receivedAt,
    ...(body.accuracy === undefined ? {} : { accuracy: body.accuracy }),
    ...(decision.distance === undefined ? {} : { distance: decision.distance }),
    ...(body.reason ? { reason: body.reason } : {}),
    flags: decision.flags,
  };
  const { breaks: _breaks, ...summary } = summariseTimesheet({
    plannedStart: shift.startDate,
    plannedEnd: shift.endDate,
    punches: [...punches, punch],
    roundingRule: settings.roundingRule,
  });
  const base: TimesheetRecord = before ?? emptyTimesheet(shift);
  const after: TimesheetDraft = { ...withoutSummary(base), ...summary };
  return { before, punch, after, punches: [...punches, punch] };
}

/** The stored timesheet without the fields a summary sets (so one it leaves out is dropped). */
function withoutSummary(timesheet: TimesheetRecord): TimesheetDraft {
  const {
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    actualStart: _start,
    actualEnd: _end,
    workedMinutes: _worked,
    approveBy: _approveBy,
    ...rest
  } = timesheet;
  return rest;
}

/**
 * request-punch: the partner holding the shift clocks in, starts or ends a break, or clocks out. The
 * domain decides (window, order, radius, skew) and summarises the timesheet; the punch, the timesheet,
 * its trail entry and its counters are one transaction. A re-sent punch (same key) gets its first reply.
 */
export async function punchShift(
  deps: AttendanceDeps,
  viewer: Viewer,
  shiftId: string,
  body: PunchBody,
): Promise<TimesheetView> {
  const { shift } = await loadAttendanceShift(deps, viewer, shiftId, ['partner']);
  const earlier = await earlierReply(deps, shiftId, body);
  if (earlier) return earlier;
  if (!isHeldStatus(shift.status))
    throw new ConflictError('This shift is no longer yours to work.', 'SHIFT_NOT_HELD');
  for (let attempt = 1; ; attempt += 1) {
    const now = deps.clock.now();
    const { before, punch, after, punches } = await decide(deps, shift, body, now);
    const reply = timesheetView({ ...after, version: 0, createdAt: '', updatedAt: '' }, punches);
    const result = await deps.attendance.recordPunch({
      punch: { ...punch, reply },
      before,
      after,
      context: changeContextOf(viewer, now.toISOString(), body.reason),
    });
    if (result.ok) return reply;
    if (result.failure === 'punch-exists') return (await earlierReply(deps, shiftId, body)) ?? reply;
    if (attempt >= ATTEMPTS) throw new ConflictError();
  }
}
