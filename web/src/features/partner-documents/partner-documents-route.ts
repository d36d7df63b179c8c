import { registerNamespaces } from '../../i18n';
import { documents as elDocuments } from '../../i18n/locales/el/documents';
import { documents as enDocuments } from '../../i18n/locales/en/documents';
import { validationNamespace } from '../../i18n/validation';

export { PartnerDocumentsPage } from './partner-documents-page';
export { ProfileDocumentsPage } from './profile-documents-page';

registerNamespaces({ documents: { en: enDocuments, el: elDocuments }, ...validationNamespace });
