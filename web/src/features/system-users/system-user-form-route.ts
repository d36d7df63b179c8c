import { registerNamespaces } from '../../i18n';

import { SYSTEM_USERS_TEXTS } from './namespaces';

export { SystemUserFormPage } from './system-user-form-page';

registerNamespaces(SYSTEM_USERS_TEXTS);
