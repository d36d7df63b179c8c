import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Client } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { clientKeys } from '../../api/query-keys';
import { PATHS } from '../../app/paths';
import { usePaginationStrings } from '../../components/cloudscape-strings';
import { ListEmptyState } from '../../components/table-message';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useDocumentTitle } from '../../hooks/use-document-title';

import { clientColumns } from './clients-table-config';

/** `/clients` (administrators): the organisations, newest first, 10 per page, with Add New. */
export function ClientsPage() {
  const { t } = useTranslation(['clients', 'common']);
  const navigate = useNavigate();
  const columns = useMemo(() => clientColumns(t), [t]);
  const paginationLabels = usePaginationStrings();
  const paged = useCursorPages<Client>({
    queryKey: clientKeys.list,
    fetchPage: (cursor, signal) =>
      callOperation('clients-list', { query: cursor ? { cursor } : {} }, { signal }),
  });
  useDocumentTitle(t('list.title'));
  const failed = paged.query.isError && !paged.query.data;
  const addNew = (
    <Button variant="primary" onClick={() => navigate(PATHS.newClient)}>
      {t('common:actions.addNew')}
    </Button>
  );

  return (
    <Table
      items={paged.items}
      columnDefinitions={columns}
      trackBy="id"
      variant="full-page"
      stickyHeader
      ariaLabels={{ tableLabel: t('list.label') }}
      loading={paged.loading}
      loadingText={t('list.loading')}
      empty={
        <ListEmptyState
          failed={failed}
          failedText={t('list.failed')}
          onRetry={() => void paged.query.refetch()}
          emptyAction={addNew}
        />
      }
      header={
        <Header
          variant="awsui-h1-sticky"
          description={t('list.description')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                iconName="refresh"
                ariaLabel={t('common:actions.refresh')}
                loading={paged.query.isFetching && !paged.loading}
                onClick={() => void paged.query.refetch()}
              />
              {addNew}
            </SpaceBetween>
          }
        >
          {t('list.title')}
        </Header>
      }
      pagination={
        <Pagination
          {...paged.pagination}
          onChange={({ detail }) => paged.pagination.onChange(detail.currentPageIndex)}
          ariaLabels={paginationLabels}
        />
      }
    />
  );
}
