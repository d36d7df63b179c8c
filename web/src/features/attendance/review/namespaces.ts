import { timesheets as elTimesheets } from '../../../i18n/locales/el/timesheets';
import { timesheets as enTimesheets } from '../../../i18n/locales/en/timesheets';

/** The timesheet review's text bundles (shift detail card, the organisation's list, the queue). */
export const TIMESHEETS_TEXTS = { timesheets: { en: enTimesheets, el: elTimesheets } };
