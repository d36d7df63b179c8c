import type { Instant } from '../time/instant';

import type { PunchKind, RoundingRule, TimesheetFlag, TimesheetStatus } from './vocabulary';

/** Any instant the domain accepts: an ISO string with a zone, a Date, or epoch milliseconds. */
export type InstantLike = Instant | Date | number;

/** A point on the map (WGS 84 degrees). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Where the phone was when the punch was taken; `accuracy` in metres (the browser's radius). */
export interface PunchPosition extends GeoPoint {
  accuracy?: number;
}

/** A new punch as the phone sent it, with the server's time of receipt. */
export interface PunchInput {
  kind: PunchKind;
  /** When the phone took it (an offline punch keeps its own time). */
  clientTime: InstantLike;
  /** When the server received it (the server's clock). */
  receivedAt: InstantLike;
  position?: PunchPosition;
  reason?: string;
}

/** A punch already recorded on the shift (its decided `time`, as stored in `clientTime`). */
export interface RecordedPunch {
  kind: PunchKind;
  clientTime: InstantLike;
  /** When the server received it; makes a late-sent clock-out's approval window start at receipt. */
  receivedAt?: InstantLike;
  flags?: readonly TimesheetFlag[];
}

/** What a punch is decided against: the shift, its punches so far, and the organisation's settings. */
export interface PunchContext {
  plannedStart: InstantLike;
  plannedEnd: InstantLike;
  previous: readonly RecordedPunch[];
  /** The facility's confirmed point; without one the radius is not checked. */
  facility?: GeoPoint;
  /** Default ATTENDANCE_DEFAULTS.radiusMetres (300). */
  radiusMetres?: number;
}

/** An accepted punch: what to record. */
export interface PunchDecision {
  /** The punch's time to store as `clientTime`: the phone's, or the receipt when the phone is slightly ahead. */
  time: Instant;
  /** Metres from the facility point, whole; absent without a position or without a facility point. */
  distance?: number;
  flags: TimesheetFlag[];
}

/** A time interval [start, end) as UTC instants. */
export interface Interval {
  start: Instant;
  end: Instant;
}

/** A timesheet's times as the punches give them, with the rounding rule applied (summariseTimesheet). */
export interface TimesheetSummary {
  status: Extract<TimesheetStatus, 'OPEN' | 'SUBMITTED'>;
  /** Rounded clock-in time. */
  actualStart?: Instant;
  /** Rounded clock-out time. */
  actualEnd?: Instant;
  /** The breaks, each to the whole minute, within the rounded interval. */
  breaks: Interval[];
  breakMinutes: number;
  /** Rounded interval minus breaks (SUBMITTED only). */
  workedMinutes?: number;
  flags: TimesheetFlag[];
  /** When silence approves it (SUBMITTED only): clock-out (or its receipt, if later) + 48 hours. */
  approveBy?: Instant;
}

/** Corrected times: the organisation's dispute, or an administrator's settlement. */
export interface CorrectedTimes {
  actualStart: InstantLike;
  actualEnd: InstantLike;
  breakMinutes: number;
}

/** Corrected times after validation and rounding, with the minutes they make. */
export interface DecidedTimes {
  actualStart: Instant;
  actualEnd: Instant;
  breakMinutes: number;
  workedMinutes: number;
}

/** The part of a stored timesheet the transitions read. */
export interface TimesheetState {
  status: TimesheetStatus;
  approveBy?: InstantLike;
  plannedStart: InstantLike;
  plannedEnd: InstantLike;
}

/** An organisation's attendance settings (client settings, issue 34). */
export interface AttendanceSettings {
  radiusMetres: number;
  roundingRule: RoundingRule;
  facilityPoint?: GeoPoint;
}
