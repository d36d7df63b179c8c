import type { UseFormReturn } from 'react-hook-form';

import { earliestMultiShiftDate } from '@careshift/contract';
import type { DeadlineDays, MultiShiftForm, MultiShiftFormValues, rotaOfLastWeek } from '@careshift/contract';

import { addDates } from './multi-dates';

/**
 * What fills the multi-create form for the user: a shorter claim deadline that keeps the dates the
 * current one left out, and last week's rota (issue 32).
 */
export function useFormFillers(
  form: UseFormReturn<MultiShiftForm, unknown, MultiShiftFormValues>,
  now: Date,
  earliest: string,
) {
  const { setValue, getValues, formState } = form;
  const options = { shouldValidate: formState.isSubmitted };
  const keepAll = (days: DeadlineDays, dropped: string[]) => {
    setValue('deadlineDays', days, options);
    const dates = (getValues('dates') ?? []) as string[];
    setValue('dates', addDates(dates, dropped, earliestMultiShiftDate(now, days)).dates, options);
  };
  const copyRota = (rota: ReturnType<typeof rotaOfLastWeek>) => {
    setValue('dates', addDates([], rota.dates, earliest).dates, options);
    setValue('slots', rota.slots, options);
    setValue('skipped', rota.skipped, options);
  };
  return { keepAll, copyRota };
}
