import { registerNamespaces } from '../../i18n';
import { positions as elPositions } from '../../i18n/locales/el/positions';
import { positions as enPositions } from '../../i18n/locales/en/positions';

export { OverviewPage } from './overview-page';

registerNamespaces({ positions: { en: enPositions, el: elPositions } });
