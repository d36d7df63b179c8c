import { registerNamespaces } from '../../i18n';

import { PARTNERS_TEXTS } from './namespaces';

export { ProfileEditPage } from './partner-form-page';
export { ProfileInfoPage } from './profile-info-page';
export { ProfileLayout } from './profile-layout';

registerNamespaces(PARTNERS_TEXTS);
