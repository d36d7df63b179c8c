import '../../app/portal-styles';

import { registerNamespaces } from '../../i18n';
import { auth as elAuth } from '../../i18n/locales/el/auth';
import { auth as enAuth } from '../../i18n/locales/en/auth';
import { validationNamespace } from '../../i18n/validation';

export { AuthenticatorSetupPage } from './authenticator-setup-page';
export { authenticatorSetupLoader } from './authenticator-setup-loader';

registerNamespaces({ auth: { en: enAuth, el: elAuth }, ...validationNamespace });
