import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Client } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { clientKeys } from '../../api/query-keys';
import { PATHS } from '../../app/paths';
import {
  AddNewButton,
  pagedTableProps,
  PagesPagination,
  PagesRefreshButton,
} from '../../components/paged-list';
import { ListEmptyState } from '../../components/table-message';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { useDocumentTitle } from '../../hooks/use-document-title';

import { clientColumns } from './clients-table-config';

/** `/clients` (administrators): the organisations, newest first, 10 per page, with Add New. */
export function ClientsPage() {
  const { t } = useTranslation(['clients', 'common']);
  const columns = useMemo(() => clientColumns(t), [t]);
  const paged = useCursorPages<Client>({
    queryKey: clientKeys.list,
    fetchPage: (cursor, signal) =>
      callOperation('clients-list', { query: cursor ? { cursor } : {} }, { signal }),
  });
  useDocumentTitle(t('list.title'));
  const failed = paged.query.isError && !paged.query.data;
  const addNew = <AddNewButton path={PATHS.newClient} />;

  return (
    <Table
      {...pagedTableProps(paged, columns)}
      variant="full-page"
      stickyHeader
      ariaLabels={{ tableLabel: t('list.label') }}
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
              <PagesRefreshButton paged={paged} />
              {addNew}
            </SpaceBetween>
          }
        >
          {t('list.title')}
        </Header>
      }
      pagination={<PagesPagination paged={paged} />}
    />
  );
}
