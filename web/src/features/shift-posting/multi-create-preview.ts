import { expandMultiShift, multiShiftPlaces } from '@careshift/contract';
import type { MultiShiftFormValues, ShiftCreateResult, ShiftSlot } from '@careshift/contract';
import { claimRefusalMessage, isClaimRefusalReason } from '@careshift/domain/shifts/claim-eligibility';
import type { ClaimRefusalParams } from '@careshift/domain/shifts/claim-eligibility';

import { isApiError } from '../../api/api-error';
import { formatDate, formatDateTime, formatTime } from '../../app/shift-format';

/** The outcome of one row after posting: created (with its reference) or failed and why. */
export type PreviewOutcome =
  | { status: 'CREATED'; shiftId?: string; refNumber?: number }
  | {
      status: 'FAILED';
      message: string;
      fieldErrors?: Record<string, string>;
      /** A claim refusal's code and what it names (the held shift, the licence day…), when the row was assigned. */
      code?: string;
      params?: Record<string, string | number>;
    };

/** One shift the multi-create will post, as the preview table shows it (spec section 2). */
export interface PreviewRow {
  index: number;
  /** YYYY-MM-DD of the start (Asia/Nicosia). */
  date: string;
  slot: ShiftSlot;
  startDate: string;
  endDate: string;
  deadline: string;
  /** DD/MM/YYYY */
  dateText: string;
  /** "HH:mm – HH:mm", "+1" marking an end on the next day. */
  timeText: string;
  /** DD/MM/YYYY HH:mm */
  deadlineText: string;
  /** The end falls on the next calendar day. */
  overnight: boolean;
  outcome?: PreviewOutcome;
}

type PreviewInput = Pick<MultiShiftFormValues, 'dates' | 'slots' | 'deadlineDays'> & {
  skipped?: readonly string[];
};

/**
 * The rows of a multi-create in the order request-create receives them: by date, then morning,
 * evening, night, skipped places left out (the contract's multiShiftPlaces, whose order
 * expandMultiShift follows when it computes the instants).
 */
export function previewRows(form: PreviewInput): PreviewRow[] {
  const shifts = expandMultiShift(form);
  const labels = multiShiftPlaces(form);
  return shifts.map((shift, index) => {
    const label = labels[index]!;
    const overnight = formatDate(shift.endDate) !== formatDate(shift.startDate);
    return {
      index,
      date: label.date,
      slot: label.slot,
      ...shift,
      dateText: formatDate(shift.startDate),
      timeText: `${formatTime(shift.startDate)} – ${formatTime(shift.endDate)}${overnight ? ' (+1)' : ''}`,
      deadlineText: formatDateTime(shift.deadline),
      overnight,
    };
  });
}

/** The rows with the API's per-row results (matched by index; rows it did not mention are failed). */
export function withResults(
  rows: readonly PreviewRow[],
  result: ShiftCreateResult,
  missingMessage: string,
): PreviewRow[] {
  const byIndex = new Map(result.results.map((row) => [row.index, row]));
  return rows.map((row) => {
    const outcome = byIndex.get(row.index);
    if (!outcome) return { ...row, outcome: { status: 'FAILED', message: missingMessage } };
    if (outcome.status === 'CREATED') {
      return {
        ...row,
        outcome: {
          status: 'CREATED',
          ...(outcome.requestId ? { shiftId: outcome.requestId } : {}),
          ...(outcome.refNumber !== undefined ? { refNumber: outcome.refNumber } : {}),
        },
      };
    }
    return {
      ...row,
      outcome: {
        status: 'FAILED',
        message: outcome.message ?? missingMessage,
        ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}),
        ...(outcome.code ? { code: outcome.code } : {}),
        ...(outcome.params ? { params: outcome.params } : {}),
      },
    };
  });
}

/**
 * A 400 for a one-row post (the API checks a single shift as the new-shift form does) is that row's
 * failure: its message, or its first field message.
 */
export function withSingleRowError(
  rows: readonly PreviewRow[],
  error: { message: string; fieldErrors?: Readonly<Record<string, string>> },
): PreviewRow[] {
  if (rows.length !== 1) return [...rows];
  const fieldMessage = Object.values(error.fieldErrors ?? {})[0];
  return rows.map((row) => ({
    ...row,
    outcome: {
      status: 'FAILED',
      message: fieldMessage ?? error.message,
      ...(error.fieldErrors ? { fieldErrors: { ...error.fieldErrors } } : {}),
    },
  }));
}

export interface PreviewSummary {
  total: number;
  created: number;
  failed: number;
}

export function previewSummary(rows: readonly PreviewRow[]): PreviewSummary {
  return {
    total: rows.length,
    created: rows.filter((row) => row.outcome?.status === 'CREATED').length,
    failed: rows.filter((row) => row.outcome?.status === 'FAILED').length,
  };
}

/** The preview after a post, and its counts. */
export interface PostedPreview {
  rows: PreviewRow[];
  summary: PreviewSummary;
}

/**
 * The rows once request-create has answered: each with its outcome. A one-row post is checked like
 * the single form, so its 400 is that row's failure; any other failure leaves the preview as it was
 * (undefined).
 */
export function previewAfterPost(
  rows: readonly PreviewRow[],
  reply: { result: ShiftCreateResult } | { error: unknown },
  missingMessage: string,
): PostedPreview | undefined {
  let done: PreviewRow[] | undefined;
  if ('result' in reply) done = withResults(rows, reply.result, missingMessage);
  else if (rows.length === 1 && isApiError(reply.error) && reply.error.status === 400)
    done = withSingleRowError(rows, reply.error);
  return done && { rows: done, summary: previewSummary(done) };
}

/** The request-create body of the rows (costs are never sent: the server computes them). */
export function multiCreateBody(
  form: Pick<MultiShiftFormValues, 'clientId' | 'positionId'>,
  rows: readonly PreviewRow[],
  idempotencyKey: string,
) {
  return {
    ...(form.clientId ? { clientId: form.clientId } : {}),
    positionId: form.positionId,
    shifts: rows.map(({ startDate, endDate, deadline }) => ({ startDate, endDate, deadline })),
    idempotencyKey,
  };
}

/**
 * Why a row failed, in the reader's language: a claim refusal (the partner it assigns cannot take it)
 * from the domain's wording with the row's parameters, any other failure through `fieldMessage` (the
 * contract's message keys).
 */
export function rowFailureText(
  outcome: Extract<PreviewOutcome, { status: 'FAILED' }>,
  language: 'en' | 'el',
  fieldMessage: (message: string) => string,
): string {
  const { code, params } = outcome;
  if (code && isClaimRefusalReason(code))
    return claimRefusalMessage(code, (params ?? {}) as ClaimRefusalParams, language, 'assignment');
  return fieldMessage(outcome.message);
}
