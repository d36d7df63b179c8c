import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { callOperation } from '../../api/client';
import { PATHS } from '../../app/paths';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useViewer } from '../../hooks/use-viewer';

import { ShiftsTable } from './components/shifts-table';
import { filtersFromSearch, shiftListQuery } from './shift-filters';

/**
 * `/requests`: administrators see every shift, client users their organisation's (spec section 2),
 * with "Create multiple requests" and "New Request"; administrators also export the filtered list as CSV.
 */
export function ShiftsPage() {
  const { t } = useTranslation('shifts');
  const navigate = useNavigate();
  const viewer = useViewer();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('title'));

  /** Administrators export the list as filtered now (requests-export), every page of it. */
  const exportShifts = () =>
    callOperation('requests-export', {
      query: shiftListQuery(filtersFromSearch(searchParams), { role: viewer.role, scope: { kind: 'all' } }),
    });

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
              {viewer.kind === 'administrator' && <ExportCsvButton run={exportShifts} />}
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
