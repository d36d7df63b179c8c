import * as z from 'zod/mini';

import { isAdministrator, isBeyondShiftHorizon, SHIFT_HORIZON_DAYS } from '@careshift/domain';
import type { Role } from '@careshift/domain';

import { addMessageIssue, optionalText, requiredId, requiredInstant } from './fields';
import type { RefinementCtx } from './fields';
import {
  earliestShiftStart,
  isOnShiftTimeStep,
  MAX_SHIFT_HOURS,
  newShiftDefaults,
} from './new-shift-defaults';

export interface NewShiftFormOptions {
  /** The clock the deadline and earliest-start rules are measured against. */
  now: Date;
  /** Who posts: a SYSTEM_USER picks the client and may post in the past (with a partner). */
  role: Role;
}

interface ShiftTimes {
  startDate?: unknown;
  endDate?: unknown;
  deadline?: unknown;
  claimedBy?: unknown;
}

function instant(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function checkSteps(
  times: Record<'startDate' | 'endDate' | 'deadline', Date | null>,
  ctx: RefinementCtx,
): void {
  for (const [field, value] of Object.entries(times)) {
    if (value && !isOnShiftTimeStep(value)) addMessageIssue(ctx, 'tenMinuteSteps', [field]);
  }
}

/** Not earlier than the role may post (one day from now for non-administrators), not beyond the horizon. */
function checkStartWindow(start: Date, options: NewShiftFormOptions, ctx: RefinementCtx): void {
  const earliest = earliestShiftStart(options.now, options.role);
  if (earliest && start.getTime() < earliest.getTime()) addMessageIssue(ctx, 'startTooSoon', ['startDate']);
  if (isBeyondShiftHorizon(start, options.now))
    addMessageIssue(ctx, 'startTooFar', ['startDate'], { days: SHIFT_HORIZON_DAYS });
}

/** End after start, and at most MAX_SHIFT_HOURS later. */
function checkDuration(start: Date, end: Date, ctx: RefinementCtx): void {
  if (end.getTime() <= start.getTime()) addMessageIssue(ctx, 'endAfterStart', ['endDate']);
  if (end.getTime() - start.getTime() > MAX_SHIFT_HOURS * 3_600_000) {
    addMessageIssue(ctx, 'shiftTooLong', ['endDate'], { hours: MAX_SHIFT_HOURS });
  }
}

/** Deadline on or before start; not before now, unless the shift starts in the past (then it must be). */
function checkDeadline(deadline: Date, start: Date | null, now: number, ctx: RefinementCtx): void {
  if (start && deadline.getTime() > start.getTime()) addMessageIssue(ctx, 'deadlineAfterStart', ['deadline']);
  const startsInPast = start !== null && start.getTime() < now;
  if (!startsInPast && deadline.getTime() < now) addMessageIssue(ctx, 'deadlineInPast', ['deadline']);
}

/** An administrator posts a shift in the past only with a partner assigned. */
function checkPastStart(start: Date, claimedBy: unknown, options: NewShiftFormOptions, ctx: RefinementCtx) {
  const startsInPast = start.getTime() < options.now.getTime();
  if (startsInPast && isAdministrator({ role: options.role }) && !claimedBy) {
    addMessageIssue(ctx, 'partnerRequiredPastShift', ['claimedBy']);
  }
}

/**
 * The timing rules of a new shift (spec section 5), shared by the form and the API:
 * end after start (at most 24 h later); deadline on or before start and not before now;
 * a start in the past only for administrators and only with a partner assigned (the deadline
 * of such a shift is necessarily past and is not checked against now); other roles start at
 * least one day from now; no start beyond the horizon (domain: SHIFT_HORIZON_DAYS); every time on a
 * 10-minute step.
 */
export function checkShiftTimes(form: ShiftTimes, options: NewShiftFormOptions, ctx: RefinementCtx): void {
  const start = instant(form.startDate);
  const end = instant(form.endDate);
  const deadline = instant(form.deadline);
  checkSteps({ startDate: start, endDate: end, deadline }, ctx);
  if (start && end) checkDuration(start, end, ctx);
  if (deadline) checkDeadline(deadline, start, options.now.getTime(), ctx);
  if (start) {
    checkStartWindow(start, options, ctx);
    checkPastStart(start, form.claimedBy, options, ctx);
  }
}

/**
 * The new-shift form over UTC ISO instants (the web's date-time fields convert to and from
 * Asia/Nicosia wall time with toNicosiaWallClock / fromNicosiaWallClock). Client is required for
 * administrators; for client users it is their own company, filled in by the API.
 */
export function newShiftFormSchema(options: NewShiftFormOptions) {
  return z
    .object({
      clientId: isAdministrator({ role: options.role }) ? requiredId() : optionalText(100),
      positionId: requiredId(),
      startDate: requiredInstant(),
      endDate: requiredInstant(),
      deadline: requiredInstant(),
      claimedBy: optionalText(100),
    })
    .check(z.superRefine((form, ctx) => checkShiftTimes(form, options, ctx)));
}
export type NewShiftForm = z.input<ReturnType<typeof newShiftFormSchema>>;
export type NewShiftFormValues = z.output<ReturnType<typeof newShiftFormSchema>>;

/** The empty form: start at the next allowed 10:00, end 8 hours later, deadline by the spec's rule. */
export function newShiftFormDefaults(options: NewShiftFormOptions): NewShiftForm {
  return { clientId: '', positionId: '', claimedBy: '', ...newShiftDefaults(options.now, options.role) };
}

/** One item of request-create's `requests`: empty client (the API's own) and partner dropped. */
export function newShiftFormToRequest(form: NewShiftFormValues) {
  return {
    ...(form.clientId ? { clientId: form.clientId } : {}),
    positionId: form.positionId,
    startDate: form.startDate,
    endDate: form.endDate,
    deadline: form.deadline,
    ...(form.claimedBy ? { claimedBy: form.claimedBy } : {}),
  };
}
