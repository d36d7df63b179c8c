import { registerNamespaces } from '../../i18n';

import { requestsNamespace, shiftFormNamespace } from './shift-namespaces';

export { NewRequestPage } from './new-request-page';

registerNamespaces({ ...requestsNamespace, ...shiftFormNamespace });
