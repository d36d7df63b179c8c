import { registerNamespaces } from '../../../i18n';

import { TIMESHEETS_TEXTS } from './namespaces';

export { TimesheetsPage } from './timesheets-page';

registerNamespaces(TIMESHEETS_TEXTS);
