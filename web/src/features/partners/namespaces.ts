import { partners as elPartners } from '../../i18n/locales/el/partners';
import { reviews as elReviews } from '../../i18n/locales/el/reviews';
import { partners as enPartners } from '../../i18n/locales/en/partners';
import { reviews as enReviews } from '../../i18n/locales/en/reviews';

/** The partner pages' text bundles (the review questions come from the reviews bundle). */
export const PARTNERS_TEXTS = {
  partners: { en: enPartners, el: elPartners },
  reviews: { en: enReviews, el: elReviews },
};
