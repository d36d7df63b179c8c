import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PATHS } from '../../app/paths';

import { ShiftsTable } from './components/shifts-table';
import { useDocumentTitle } from './use-document-title';
import { useShiftViewer } from './use-viewer';

/**
 * `/requests`: administrators see every shift, client users their organisation's (spec section 2),
 * with "Create multiple requests" and "New Request".
 */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const viewer = useShiftViewer();
  useDocumentTitle(t('title'));

  return (
    <ShiftsTable
      viewer={viewer}
      scope={{ kind: 'all' }}
      header={(refresh) => (
        <Header
          variant="awsui-h1-sticky"
          description={viewer.kind === 'client' ? t('clientDescription') : t('description')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {refresh}
              <Button onClick={() => navigate(PATHS.requestsMultiCreate)}>{t('buttons.multiCreate')}</Button>
              <Button variant="primary" onClick={() => navigate(PATHS.requestsNew)}>
                {t('buttons.newRequest')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('title')}
        </Header>
      )}
    />
  );
}
