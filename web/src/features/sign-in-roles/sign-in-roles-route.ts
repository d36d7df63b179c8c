import { registerNamespaces } from '../../i18n';
import { signInRoles as elSignInRoles } from '../../i18n/locales/el/sign-in-roles';
import { signInRoles as enSignInRoles } from '../../i18n/locales/en/sign-in-roles';

export { ManageClaimsPage } from './manage-claims-page';

registerNamespaces({ signInRoles: { en: enSignInRoles, el: elSignInRoles } });
