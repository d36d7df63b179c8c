import * as z from 'zod/mini';

import { isCalendarDate } from '../forms/fields';
import { messageKey } from '../messages';

/** A Nicosia calendar day, YYYY-MM-DD. */
export const calendarDay = z
  .string()
  .check(z.trim(), z.refine(isCalendarDate, messageKey('invalidDate')), z.meta({ format: 'date' }));
