import { shiftForm as elShiftForm } from '../../i18n/locales/el/shift-form';
import { shifts as elShifts } from '../../i18n/locales/el/shifts';
import { shiftForm as enShiftForm } from '../../i18n/locales/en/shift-form';
import { shifts as enShifts } from '../../i18n/locales/en/shifts';

/** The posting pages' text bundles: the shift words and the form's. */
export const POSTING_TEXTS = {
  shifts: { en: enShifts, el: elShifts },
  shiftForm: { en: enShiftForm, el: elShiftForm },
};
