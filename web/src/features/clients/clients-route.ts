import { registerNamespaces } from '../../i18n';
import { clients as elClients } from '../../i18n/locales/el/clients';
import { clients as enClients } from '../../i18n/locales/en/clients';

export { ClientAttendancePage } from './client-attendance-page';
export { ClientSettingsPage } from './client-settings-page';
export { ClientDetailLayout } from './client-detail-layout';
export { EditClientPage, NewClientPage } from './client-form-page';
export { ClientInfoPage } from './client-info-page';
export { ClientPartnerMarksPage } from './client-partner-marks-page';
export { ClientUserFormPage } from './client-user-form-page';
export { ClientUsersPage } from './client-users-page';
export { ClientsPage } from './clients-page';

registerNamespaces({ clients: { en: enClients, el: elClients } });
