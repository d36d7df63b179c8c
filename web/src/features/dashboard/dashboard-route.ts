import { registerNamespaces } from '../../i18n';
import { dashboard as elDashboard } from '../../i18n/locales/el/dashboard';
import { dashboard as enDashboard } from '../../i18n/locales/en/dashboard';

export { DashboardPage } from './dashboard-page';

registerNamespaces({ dashboard: { en: enDashboard, el: elDashboard } });
