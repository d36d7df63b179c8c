import { registerNamespaces } from '../../i18n';

import { PARTNERS_TEXTS } from './namespaces';

export { PartnerStatisticsPage } from './partner-statistics-page';

registerNamespaces(PARTNERS_TEXTS);
