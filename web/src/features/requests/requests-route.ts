import { registerNamespaces } from '../../i18n';

import { requestsNamespace } from './shift-namespaces';

export { RequestsPage } from './requests-page';
export { ClientRequestsPage, EmployeeRequestsPage } from './scoped-requests-pages';

registerNamespaces({ ...requestsNamespace });
