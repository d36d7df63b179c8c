import { registerNamespaces } from '../../i18n';
import { claims as elClaims } from '../../i18n/locales/el/claims';
import { claims as enClaims } from '../../i18n/locales/en/claims';

export { ManageClaimsPage } from './manage-claims-page';

registerNamespaces({ claims: { en: enClaims, el: elClaims } });
