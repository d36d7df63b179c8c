import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PATHS } from '../../app/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useViewer } from '../../hooks/use-viewer';

import { ShiftsTable } from './components/shifts-table';

/**
 * `/requests`: administrators see every shift, client users their organisation's (spec section 2),
 * with "Create multiple requests" and "New Request".
 */
export function ShiftsPage() {
  const { t } = useTranslation('shifts');
  const navigate = useNavigate();
  const viewer = useViewer();
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
              <Button onClick={() => navigate(PATHS.multiCreate)}>{t('buttons.multiCreate')}</Button>
              <Button variant="primary" onClick={() => navigate(PATHS.newShift)}>
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
