import * as z from 'zod/mini';

import { euroAmountIssue, eurosToCents } from '@careshift/domain';

import { messageKey } from '../messages';

/** A rate in euros; a wrong one says what is wrong with it (issue 32), not always "2 decimals max". */
const euroRate = z.string({ error: messageKey('required') }).check(
  z.trim(),
  z.minLength(1, messageKey('required')),
  z.superRefine((value, ctx) => {
    const issue = value === '' ? undefined : euroAmountIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: messageKey(issue), input: value });
  }),
);

/** The position form (spec section 5): name, an optional Greek name and four rates in euros with at most 2 decimals. */
export const positionFormSchema = z.object({
  name: z.string({ error: messageKey('required') }).check(z.trim(), z.minLength(1, messageKey('required'))),
  /** The Greek name, optional (Greek readers see the English name without it). */
  nameEl: z._default(z.string().check(z.trim(), z.maxLength(100, messageKey('maxLength', { max: 100 }))), ''),
  normalDayHourlyRate: euroRate,
  normalNightHourlyRate: euroRate,
  holidayDayHourlyRate: euroRate,
  holidayNightHourlyRate: euroRate,
});
export type PositionForm = z.input<typeof positionFormSchema>;

/** The form's euros become the API's cents. */
export function positionFormToBody(form: z.output<typeof positionFormSchema>) {
  return {
    name: form.name,
    nameEl: form.nameEl,
    normalDayHourlyRate: eurosToCents(form.normalDayHourlyRate),
    normalNightHourlyRate: eurosToCents(form.normalNightHourlyRate),
    holidayDayHourlyRate: eurosToCents(form.holidayDayHourlyRate),
    holidayNightHourlyRate: eurosToCents(form.holidayNightHourlyRate),
  };
}
