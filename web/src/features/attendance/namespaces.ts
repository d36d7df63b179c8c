import { clockIn as elClockIn } from '../../i18n/locales/el/clock-in';
import { timesheets as elTimesheets } from '../../i18n/locales/el/timesheets';
import { clockIn as enClockIn } from '../../i18n/locales/en/clock-in';
import { timesheets as enTimesheets } from '../../i18n/locales/en/timesheets';

/** The partner's attendance texts, and the timesheet words it shares with the organisation's card. */
export const CLOCK_IN_TEXTS = {
  clockIn: { en: enClockIn, el: elClockIn },
  timesheets: { en: enTimesheets, el: elTimesheets },
};
