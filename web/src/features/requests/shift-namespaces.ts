import type { NamespaceBundles } from '../../i18n';
import { findShift as elFindShift } from '../../i18n/locales/el/find-shift';
import { requests as elRequests } from '../../i18n/locales/el/requests';
import { reviews as elReviews } from '../../i18n/locales/el/reviews';
import { shiftForm as elShiftForm } from '../../i18n/locales/el/shift-form';
import { findShift as enFindShift } from '../../i18n/locales/en/find-shift';
import { requests as enRequests } from '../../i18n/locales/en/requests';
import { reviews as enReviews } from '../../i18n/locales/en/reviews';
import { shiftForm as enShiftForm } from '../../i18n/locales/en/shift-form';

/** The shift screens' namespaces; each route registers the ones its pages use. */
export const requestsNamespace: Record<'requests', NamespaceBundles> = {
  requests: { en: enRequests, el: elRequests },
};
export const shiftFormNamespace: Record<'shiftForm', NamespaceBundles> = {
  shiftForm: { en: enShiftForm, el: elShiftForm },
};
export const reviewsNamespace: Record<'reviews', NamespaceBundles> = {
  reviews: { en: enReviews, el: elReviews },
};
export const findShiftNamespace: Record<'findShift', NamespaceBundles> = {
  findShift: { en: enFindShift, el: elFindShift },
};
