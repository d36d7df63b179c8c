import { registerNamespaces } from '../../i18n';
import { settings as elSettings } from '../../i18n/locales/el/settings';
import { settings as enSettings } from '../../i18n/locales/en/settings';

export { SettingsPage } from './settings-page';

registerNamespaces({ settings: { en: enSettings, el: elSettings } });
