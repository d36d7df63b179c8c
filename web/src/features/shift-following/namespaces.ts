import { reviews as elReviews } from '../../i18n/locales/el/reviews';
import { shifts as elShifts } from '../../i18n/locales/el/shifts';
import { reviews as enReviews } from '../../i18n/locales/en/reviews';
import { shifts as enShifts } from '../../i18n/locales/en/shifts';

/** The shift pages' text bundles; each route module registers those its page reads. */
export const SHIFTS_TEXTS = { shifts: { en: enShifts, el: elShifts } };
export const REVIEWS_TEXTS = { reviews: { en: enReviews, el: elReviews } };
