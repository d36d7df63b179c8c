import { registerNamespaces } from '../../i18n';

import { PARTNERS_TEXTS } from './namespaces';

export { EditPartnerPage, NewPartnerPage } from './partner-form-page';
export { PartnerInfoPage } from './partner-info-page';
export { PartnerLayout } from './partner-layout';
export { PartnerReviewsPage } from './partner-reviews-page';
export { PartnersPage } from './partners-page';

registerNamespaces(PARTNERS_TEXTS);
