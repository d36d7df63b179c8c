import { registerNamespaces } from '../../i18n';
import { helpCenter as elHelpCenter } from '../../i18n/locales/el/help-center';
import { helpCenter as enHelpCenter } from '../../i18n/locales/en/help-center';

export { ContactUsPage } from './contact-us-page';
export { EnquiriesPage } from './enquiries-page';
export { FaqPage } from './faq-page';
export { FeatureIdeasPage } from './feature-ideas-page';

registerNamespaces({ helpCenter: { en: enHelpCenter, el: elHelpCenter } });
