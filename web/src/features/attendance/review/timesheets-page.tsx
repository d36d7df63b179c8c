import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { nicosiaToday } from '@careshift/domain/time/nicosia';

import { callOperation } from '../../../api/client';
import { ExportCsvButton } from '../../../components/export-csv-button';
import {
  PagesPagination,
  PagesRefreshButton,
  pagedTableProps,
  wideTableProps,
} from '../../../components/paged-list';
import { ListEmptyState } from '../../../components/table-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useViewer } from '../../../hooks/use-viewer';

import { ApproveDayButton } from './approve-day';
import { timesheetColumns } from './timesheet-columns';
import { TimesheetFilterBar } from './timesheet-filter-bar';
import { CLIENT_FILTERS, exportPeriod, QUEUE_FILTERS } from './timesheet-filters';
import { useTimesheetPages } from './use-timesheet-pages';

/**
 * `/timesheets` (issue 34): an organisation's timesheets (awaiting its approval unless filtered) with
 * "Approve all of this day"; administrators the queue of every organisation, flagged first.
 */
export function TimesheetsPage() {
  const { t } = useTranslation('timesheets');
  useDocumentTitle(t('list.title'));
  const viewer = useViewer();
  const admin = viewer.kind === 'administrator';
  const defaults = admin ? QUEUE_FILTERS : CLIENT_FILTERS;
  const [filters, setFilters] = useState(defaults);
  const paged = useTimesheetPages(filters, viewer.clientId, admin);
  const dayClientId = admin ? filters.clientId || undefined : viewer.clientId;
  return (
    <Table
      {...pagedTableProps(paged, timesheetColumns(t, admin))}
      {...wideTableProps(timesheetColumns(t, admin), 'full-page')}
      loadingText={t('list.loading')}
      header={
        <Header
          variant="awsui-h1-sticky"
          description={t(admin ? 'list.adminDescription' : 'list.clientDescription')}
          actions={
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <PagesRefreshButton paged={paged} />
              <ApproveDayButton clientId={dayClientId} day={filters.day} />
              {admin && (
                <ExportCsvButton
                  run={() =>
                    callOperation('timesheets-export', {
                      query: exportPeriod(filters, nicosiaToday(new Date())),
                    })
                  }
                />
              )}
            </SpaceBetween>
          }
        >
          {t('list.title')}
        </Header>
      }
      filter={
        <TimesheetFilterBar filters={filters} admin={admin} defaults={defaults} onChange={setFilters} />
      }
      pagination={<PagesPagination paged={paged} />}
      empty={
        <ListEmptyState
          failed={paged.query.isError}
          failedText={t('list.loadFailed')}
          onRetry={() => void paged.query.refetch()}
        />
      }
    />
  );
}
