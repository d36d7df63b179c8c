import { registerNamespaces } from '../../i18n';

import { requestsNamespace, reviewsNamespace } from './shift-namespaces';

export { RequestDetailPage } from './request-detail-page';

registerNamespaces({ ...requestsNamespace, ...reviewsNamespace });
