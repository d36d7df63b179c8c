import * as z from 'zod/mini';

import {
  fromNicosiaWallClock,
  messageKey,
  requiredDate,
  requiredText,
  TIME_PATTERN,
  toNicosiaWallClock,
  wholeNumber,
} from '@careshift/contract';
import { correctedTimesSchema } from '@careshift/contract/operations/attendance-schemas';
import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

/** A dispute's or a settlement's reason: a sentence or a short paragraph (the contract's bound). */
export const CORRECTION_REASON_MAX = 500;

const time = z
  .string({ error: messageKey('required') })
  .check(z.trim(), z.minLength(1, messageKey('required')), z.regex(TIME_PATTERN, messageKey('invalidTime')));

/**
 * The dispute and settle modals' form: Nicosia dates and times as the pickers hold them, the break in
 * minutes and a required reason. `correctedTimesBody` turns it into the contract's body (validated by
 * the contract's correctedTimesSchema); the order and span rules are the domain's, answered by the server.
 */
export const correctedTimesFormSchema = z.object({
  startDate: requiredDate(),
  startTime: time,
  endDate: requiredDate(),
  endTime: time,
  breakMinutes: wholeNumber(0, 24 * 60),
  reason: requiredText(CORRECTION_REASON_MAX),
});
export type CorrectedTimesForm = z.input<typeof correctedTimesFormSchema>;
export type CorrectedTimesValues = z.output<typeof correctedTimesFormSchema>;
export type CorrectedTimesBody = z.output<typeof correctedTimesSchema>;

export const EMPTY_CORRECTION: CorrectedTimesForm = {
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  breakMinutes: '0',
  reason: '',
};

/** The contract's body of a dispute or a settlement. */
export function correctedTimesBody(values: CorrectedTimesValues): CorrectedTimesBody {
  return correctedTimesSchema.parse({
    actualStart: fromNicosiaWallClock(values.startDate, values.startTime).toISOString(),
    actualEnd: fromNicosiaWallClock(values.endDate, values.endTime).toISOString(),
    breakMinutes: values.breakMinutes,
    reason: values.reason,
  });
}

/**
 * What the modal starts from: a settlement from the organisation's dispute (its reason is the
 * administrator's to write), a dispute from the clocked times (or the planned ones when missing).
 */
export function correctionStart(timesheet: TimesheetView, purpose: 'dispute' | 'settle'): CorrectedTimesForm {
  const source = purpose === 'settle' ? timesheet.dispute : undefined;
  const start = toNicosiaWallClock(source?.actualStart ?? timesheet.actualStart ?? timesheet.plannedStart);
  const end = toNicosiaWallClock(source?.actualEnd ?? timesheet.actualEnd ?? timesheet.plannedEnd);
  return {
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    breakMinutes: String(source?.breakMinutes ?? timesheet.breakMinutes),
    reason: '',
  };
}
