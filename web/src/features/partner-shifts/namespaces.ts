import { findShift as elFindShift } from '../../i18n/locales/el/find-shift';
import { findShift as enFindShift } from '../../i18n/locales/en/find-shift';

/** The texts of Find a shift and My Shifts. */
export const PARTNER_SHIFTS_TEXTS = { findShift: { en: enFindShift, el: elFindShift } };
