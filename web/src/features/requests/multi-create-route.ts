import { registerNamespaces } from '../../i18n';

import { requestsNamespace, shiftFormNamespace } from './shift-namespaces';

export { MultiCreatePage } from './multi-create-page';

registerNamespaces({ ...requestsNamespace, ...shiftFormNamespace });
