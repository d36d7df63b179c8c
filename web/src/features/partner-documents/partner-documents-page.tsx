import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useDocumentTitle } from '../../hooks/use-document-title';

import { DocumentsPanel } from './components/documents-panel';

/** `/employees/{id}/documents`: an administrator's view of a partner's documents (a tab of the partner). */
export function PartnerDocumentsPage() {
  const { t } = useTranslation('documents');
  const { partnerId = '' } = useParams();
  useDocumentTitle(t('title'));
  return <DocumentsPanel partnerId={partnerId} editable />;
}
