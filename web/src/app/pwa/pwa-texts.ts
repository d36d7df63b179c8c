import { registerNamespaces } from '../../i18n';
import { pwa as elPwa } from '../../i18n/locales/el/pwa';
import { pwa as enPwa } from '../../i18n/locales/en/pwa';

// The installable app's texts (offline state, new version, install offer), with the shells.
registerNamespaces({ pwa: { en: enPwa, el: elPwa } });
