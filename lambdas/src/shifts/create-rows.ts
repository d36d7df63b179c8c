import { createHash } from 'node:crypto';

import { keyedFieldErrorsOf } from '@careshift/contract';
import type { NewShiftInput, newShiftFormSchema } from '@careshift/contract';
import { messageKey } from '@careshift/contract/messages';
import type { PartnerRecord } from '@careshift/db';
import {
  calculateShiftCost,
  checkClaimEligibility,
  claimRefusalError,
  claimRefusalMessage,
  isAdministrator,
  partnerMarksOf,
  ValidationError,
} from '@careshift/domain';
import type { DomainError, Role, ShiftCost, SystemSettings } from '@careshift/domain';

import type { CalendarShift } from './partner-calendar';

/** A row that passed every rule, ready to be written. */
export interface AcceptedRow {
  index: number;
  shiftId: string;
  startDate: string;
  endDate: string;
  deadline: string;
  cost: ShiftCost;
  partner?: PartnerRecord;
}

/** A row refused, with the error a single-shift request answers with. */
export interface FailedRow {
  index: number;
  error: DomainError;
  fieldErrors?: Record<string, string>;
}

export interface RowContext {
  role: Role;
  now: Date;
  clientId: string;
  positionId: string;
  rates: Parameters<typeof calculateShiftCost>[0]['rates'];
  config: SystemSettings;
  partners: Map<string, PartnerRecord>;
  /** The partner's held shifts around a start (see partner-calendar.ts). */
  calendarOf: (partnerId: string, startDate: string) => Promise<CalendarShift[]>;
  /** What the organisation holds about a partner (issue 35): a blocked partner is never assigned. */
  markOf: (partnerId: string) => Promise<{ favourite: boolean; blocked: boolean }>;
  /** The contract's new-shift rules for this role and instant (built once: zod schemas cost to build). */
  timing: ReturnType<typeof newShiftFormSchema>;
}

/**
 * A shift id made from who posted, their idempotency key and the row: a retried request (or a rerun
 * after a crash) writes the same ids, so a row is never created twice.
 */
export function shiftIdFor(userId: string, idempotencyKey: string, index: number): string {
  const hex = createHash('sha256').update(`${userId}\n${idempotencyKey}\n${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The single-shift timing rules (contract: newShiftFormSchema), keyed like the form. */
function timingErrors(row: NewShiftInput, context: RowContext): Record<string, string> | undefined {
  const parsed = context.timing.safeParse({
    ...row,
    clientId: context.clientId,
    positionId: context.positionId,
  });
  return parsed.success ? undefined : keyedFieldErrorsOf(parsed.error);
}

/**
 * Claim eligibility for a partner assigned at creation (administrators only). A shift posted in the
 * past, or past its claim deadline, is the administrator's record of work done: "started" and "not
 * open" do not apply; the partner's standing, position, the organisation's block, overlap, rest hours
 * and weekly limit do (the favourites-only window does not bind an assignment).
 */
function assignmentRefusal(
  partner: PartnerRecord,
  row: NewShiftInput,
  known: { calendar: CalendarShift[]; marked: { favourite: boolean; blocked: boolean } },
  context: RowContext,
) {
  const eligibility = checkClaimEligibility({
    partner: {
      status: partner.status,
      positionIds: partner.positionIds,
      weeklyShiftLimit: partner.weeklyShiftLimit ?? null,
    },
    shift: { status: 'VERIFIED', positionId: context.positionId, ...row },
    partnerClaimedShifts: known.calendar,
    mandatoryRestHours: context.config.mandatoryRestHours,
    offer: { clientId: context.clientId, marks: partnerMarksOf(context.clientId, known.marked) },
    now: context.now,
  });
  if (eligibility.ok || eligibility.reason === 'SHIFT_STARTED' || eligibility.reason === 'NOT_OPEN')
    return null;
  return eligibility;
}

/** Checks one row; accepted rows assigned to a partner join that partner's calendar for later rows. */
export async function checkRow(
  row: NewShiftInput & { index: number; shiftId: string },
  context: RowContext,
  accepted: AcceptedRow[],
): Promise<AcceptedRow | FailedRow> {
  const fieldErrors = timingErrors(row, context);
  if (fieldErrors) {
    const message = Object.values(fieldErrors)[0] ?? 'Invalid shift.';
    return { index: row.index, error: new ValidationError(message, fieldErrors), fieldErrors };
  }
  const times = { startDate: row.startDate, endDate: row.endDate, deadline: row.deadline };
  let partner: PartnerRecord | undefined;
  if (row.claimedBy) {
    if (!isAdministrator({ role: context.role })) {
      const error = new ValidationError(messageKey('assignByAdministrator'), {
        claimedBy: messageKey('assignByAdministrator'),
      });
      return { index: row.index, error, fieldErrors: error.fieldErrors };
    }
    partner = context.partners.get(row.claimedBy);
    if (!partner) {
      const error = new ValidationError(messageKey('partnerNotFound'), {
        claimedBy: messageKey('partnerNotFound'),
      });
      return { index: row.index, error, fieldErrors: error.fieldErrors };
    }
    const earlier = accepted
      .filter((item) => item.partner?.partnerId === row.claimedBy)
      .map((item) => ({ id: item.shiftId, startDate: item.startDate, endDate: item.endDate }));
    const calendar = [...(await context.calendarOf(partner.partnerId, row.startDate)), ...earlier];
    const marked = await context.markOf(partner.partnerId);
    const found = assignmentRefusal(partner, times, { calendar, marked }, context);
    if (found) {
      // Told to whoever assigns (an administrator or the organisation), about the partner.
      const refusal = {
        ...found,
        message: claimRefusalMessage(found.reason, found.params, 'en', 'assignment'),
      };
      return {
        index: row.index,
        error: claimRefusalError(refusal),
        fieldErrors: { claimedBy: refusal.message },
      };
    }
  }
  const cost = calculateShiftCost({
    rates: context.rates,
    config: context.config,
    start: row.startDate,
    end: row.endDate,
  });
  return { index: row.index, shiftId: row.shiftId, ...times, cost, ...(partner ? { partner } : {}) };
}

export function isFailed(row: AcceptedRow | FailedRow): row is FailedRow {
  return 'error' in row;
}
