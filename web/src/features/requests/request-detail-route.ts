import { registerNamespaces } from '../../i18n';
import { requests as elRequests } from '../../i18n/locales/el/requests';
import { reviews as elReviews } from '../../i18n/locales/el/reviews';
import { requests as enRequests } from '../../i18n/locales/en/requests';
import { reviews as enReviews } from '../../i18n/locales/en/reviews';

export { RequestDetailPage } from './request-detail-page';

registerNamespaces({
  requests: { en: enRequests, el: elRequests },
  reviews: { en: enReviews, el: elReviews },
});
