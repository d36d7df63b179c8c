import { registerNamespaces } from '../../i18n';
import { requests as elRequests } from '../../i18n/locales/el/requests';
import { requests as enRequests } from '../../i18n/locales/en/requests';

export { RequestsPage } from './requests-page';
export { ClientRequestsPage, EmployeeRequestsPage } from './scoped-requests-pages';

registerNamespaces({ requests: { en: enRequests, el: elRequests } });
