import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { useViewer } from '../../hooks/use-viewer';

import { DocumentsPanel } from './components/documents-panel';

/** `/profile/documents`: the signed-in partner's own documents (a tab of the profile). */
export function ProfileDocumentsPage() {
  const { t } = useTranslation('documents');
  const viewer = useViewer();
  useDocumentTitle(t('title'));
  return <DocumentsPanel partnerId={viewer.userId} editable />;
}
