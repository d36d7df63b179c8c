import { registerNamespaces } from '../../i18n';

import { SHIFTS_TEXTS } from './namespaces';

export { InvitationPage, MyInvitationsPage } from './invitation-pages';

registerNamespaces(SHIFTS_TEXTS);
