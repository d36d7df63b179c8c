import { registerNamespaces } from '../../i18n';

import { SYSTEM_USERS_TEXTS } from './namespaces';

export { SystemUsersPage } from './system-users-page';

registerNamespaces(SYSTEM_USERS_TEXTS);
