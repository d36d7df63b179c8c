import * as z from 'zod/mini';

import { ATTENDANCE_SETTINGS_BOUNDS } from '@careshift/domain/attendance/attendance-settings';
import {
  PUNCH_KINDS,
  ROUNDING_RULES,
  TIMESHEET_FLAGS,
  TIMESHEET_STATUSES,
} from '@careshift/domain/attendance/vocabulary';
import { isInCyprus } from '@careshift/domain/places/cyprus-places';

import { wholeNumber } from '../forms/fields';
import { messageKey } from '../messages';

import { calendarDay } from './calendar-day';
import { listCursor, recordId } from './record-fields';

/** Attendance wire shapes (issue 34); the operations are attendance.ts. */
const instant = z.iso.datetime({ offset: true, error: messageKey('invalidDateTime') });
const reason = z.string().check(z.trim(), z.minLength(3), z.maxLength(500));

/** A partner's punch. `clientTime` is when the phone took it (an offline punch keeps it). */
export const punchBodySchema = z.object({
  kind: z.enum(PUNCH_KINDS, { error: messageKey('invalidOption') }),
  /** Chosen by the phone once per punch; a re-sent queued punch with the same key is not doubled. */
  idempotencyKey: z.string().check(z.uuid()),
  clientTime: instant,
  latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
  /** Position accuracy in metres. */
  accuracy: z.optional(z.number().check(z.gte(0), z.lte(100_000))),
  /** Required when outside the radius or without a position. */
  reason: z.optional(reason),
});
export type PunchBody = z.infer<typeof punchBodySchema>;

export const punchSchema = z.object({
  id: z.string(),
  kind: z.enum(PUNCH_KINDS),
  clientTime: z.string(),
  receivedAt: z.string(),
  accuracy: z.optional(z.number()),
  /** Metres from the facility point; absent without a position or without a confirmed point. */
  distance: z.optional(z.number()),
  reason: z.optional(z.string()),
  flags: z.array(z.enum(TIMESHEET_FLAGS)),
});

const correctedTimesView = z.object({
  actualStart: z.string(),
  actualEnd: z.string(),
  breakMinutes: z.number(),
  reason: z.string(),
});

export const timesheetSchema = z.object({
  shiftId: z.string(),
  refNumber: z.number().check(z.int()),
  clientId: z.string(),
  clientName: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  flags: z.array(z.enum(TIMESHEET_FLAGS)),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  actualStart: z.optional(z.string()),
  actualEnd: z.optional(z.string()),
  breakMinutes: z.number().check(z.int()),
  /** Minutes worked after rounding and breaks. */
  workedMinutes: z.optional(z.number().check(z.int())),
  /** When silence approves it (SUBMITTED only). */
  approveBy: z.optional(z.string()),
  /** The organisation's corrected times (DISPUTED, and kept once SETTLED). */
  dispute: z.optional(correctedTimesView),
  /** The administrators' decision on a dispute (SETTLED). */
  settlement: z.optional(correctedTimesView),
  punches: z.array(punchSchema),
});
export type TimesheetView = z.infer<typeof timesheetSchema>;

/** The organisation's dispute, and the administrators' settlement: corrected times and a reason. */
export const correctedTimesSchema = z.object({
  actualStart: instant,
  actualEnd: instant,
  breakMinutes: z.number().check(z.int(), z.gte(0), z.lte(24 * 60)),
  reason,
});

export const bulkApproveBodySchema = z.object({
  /** The facility's local day, YYYY-MM-DD (Asia/Nicosia). */
  day: calendarDay,
});

/** An organisation's timesheets: one status (SUBMITTED unless given), planned start within whole days. */
export const clientTimesheetQuerySchema = z.object({
  status: z.optional(z.enum(TIMESHEET_STATUSES, { error: messageKey('invalidOption') })),
  /** Planned start on or after this Nicosia day. */
  from: z.optional(calendarDay),
  /** Planned start on or before this Nicosia day. */
  to: z.optional(calendarDay),
  cursor: listCursor,
});

/** A partner's own timesheets: planned start within whole Nicosia days (today unless given; at most 31 days). */
export const myTimesheetQuerySchema = z.object({
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
});

/** The administrators' queue: flagged first; SUBMITTED and DISPUTED unless a status is given. */
export const timesheetQuerySchema = z.extend(clientTimesheetQuerySchema, {
  flag: z.optional(z.enum(TIMESHEET_FLAGS, { error: messageKey('invalidOption') })),
  clientId: z.optional(recordId),
});

/** The payroll export's period: whole Nicosia days of the planned start (both required), one organisation or all. */
export const timesheetPageSchema = z.object({
  items: z.array(timesheetSchema),
  cursor: z.nullable(z.string()),
});

const RADIUS = ATTENDANCE_SETTINGS_BOUNDS.radiusMetres;

/** The attendance settings an organisation's owner or an administrator edits (client-update's `attendance`). */
export const clientAttendanceFields = {
  radiusMetres: z.optional(wholeNumber(RADIUS.min, RADIUS.max)),
  roundingRule: z.optional(z.enum(ROUNDING_RULES, { error: messageKey('invalidOption') })),
};

/** A facility point as sent: WGS 84 degrees, in Cyprus (a swapped pair is refused with its own message). */
export const facilityPointBodySchema = z
  .object({
    latitude: z.number({ error: messageKey('coordinateNumber') }).check(z.gte(-90), z.lte(90)),
    longitude: z.number({ error: messageKey('coordinateNumber') }).check(z.gte(-180), z.lte(180)),
  })
  .check(
    z.refine((point) => isInCyprus(point), {
      message: messageKey('outsideCyprus'),
      path: ['latitude'],
    }),
  );
export type FacilityPointBody = z.output<typeof facilityPointBodySchema>;

/** The facility point as the API shows it: confirmed (by whom, when) or only placed. */
export const facilityPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** Only a confirmed point is measured against at clock-in and clock-out. */
  confirmed: z.boolean(),
  confirmedAt: z.optional(z.string()),
  /** The administrator's name as it was at the confirmation. */
  confirmedByName: z.optional(z.string()),
});
export type FacilityPoint = z.infer<typeof facilityPointSchema>;

/** An organisation's attendance settings as the API shows them (the defaults where none were set). */
export const clientAttendanceSchema = z.object({
  radiusMetres: z.number(),
  roundingRule: z.enum(ROUNDING_RULES),
  /** Its facility point, when one was placed (issue 34). */
  facilityPoint: z.optional(facilityPointSchema),
});

/** The web's attendance settings form: both fields required, the radius as typed (text or number). */
export const clientAttendanceFormSchema = z.object({
  radiusMetres: wholeNumber(RADIUS.min, RADIUS.max),
  roundingRule: z.enum(ROUNDING_RULES, { error: messageKey('invalidOption') }),
});
export type ClientAttendanceForm = z.input<typeof clientAttendanceFormSchema>;

/** client-updateAttendance's body: the radius and rounding rule; a field left out keeps what is stored. */
export const clientAttendanceBodySchema = z.object(clientAttendanceFields);
export type ClientAttendanceBody = z.output<typeof clientAttendanceBodySchema>;

/** Client settings additions. */
export const attendanceSettingsSchema = z.object({
  ...clientAttendanceFields,
  /** Set or confirmed by an administrator only. */
  facilityPoint: z.optional(
    z.object({
      latitude: z.number().check(z.gte(-90), z.lte(90)),
      longitude: z.number().check(z.gte(-180), z.lte(180)),
    }),
  ),
});
