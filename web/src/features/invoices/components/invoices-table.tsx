import Cards from '@cloudscape-design/components/cards';
import Table from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  pagedTableProps,
  PagesPagination,
  PagesRefreshButton,
  wideTableProps,
} from '../../../components/paged-list';
import { ListEmptyState } from '../../../components/table-message';
import { useMediaQuery } from '../../../hooks/use-media-query';
import type { PortalViewer } from '../../../hooks/use-viewer';
import { currentLanguage } from '../../../i18n';
import { invoiceFiltersFromSearch, invoiceFiltersToSearch } from '../invoice-filters';
import type { InvoiceFilters } from '../invoice-filters';
import { invoiceColumns } from '../invoices-table-config';
import { useInvoiceActions } from '../use-invoice-actions';
import { useInvoicePages } from '../use-invoices';

import { InvoiceStatusFilter } from './invoice-status-filter';

interface InvoicesTableProps {
  viewer: PortalViewer;
  /** One partner's invoices (the partner page's tab). */
  partnerId?: string;
  /** The header (title, buttons); the refresh button is given to it. */
  header: (refresh: ReactNode, filters: InvoiceFilters) => ReactNode;
  variant?: 'full-page' | 'container';
}

/**
 * The invoices of /invoices and of the partner page's tab: server-paged by cursor (10 per page), the
 * status filter and the created-date order in the URL, each row's actions by role and status. On a phone
 * the rows are cards (partners pay from their phones).
 */
export function InvoicesTable({ viewer, partnerId, header, variant = 'full-page' }: InvoicesTableProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const language = currentLanguage();
  const phone = useMediaQuery('(max-width: 767px)');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => invoiceFiltersFromSearch(searchParams), [searchParams]);
  const paged = useInvoicePages(filters, partnerId);
  const actions = useInvoiceActions(viewer);
  const { onAction, busy } = actions;
  const columns = useMemo(
    () => invoiceColumns(t, viewer.kind, language, onAction, busy),
    [t, viewer.kind, language, onAction, busy],
  );
  const failed = paged.query.isError && !paged.query.data;
  const update = (next: InvoiceFilters) =>
    setSearchParams(invoiceFiltersToSearch(next, searchParams), { replace: true });

  const refresh = <PagesRefreshButton paged={paged} />;
  const empty = (
    <ListEmptyState
      failed={failed}
      failedText={t('table.failed')}
      onRetry={() => void paged.query.refetch()}
    />
  );
  const filter = (
    <InvoiceStatusFilter
      statuses={filters.statuses}
      onSearch={(statuses) => update({ ...filters, statuses })}
    />
  );
  const pagination = <PagesPagination paged={paged} disabled={paged.loading || failed} />;

  if (phone) {
    return (
      <>
        <Cards
          items={paged.items}
          trackBy="id"
          variant={variant}
          loading={paged.loading}
          loadingText={t('table.loading')}
          empty={empty}
          header={header(refresh, filters)}
          filter={filter}
          pagination={pagination}
          ariaLabels={{
            cardsLabel: t('table.label'),
            selectionGroupLabel: t('table.label'),
            itemSelectionLabel: (_state, invoice) => t('table.cardLabel', { ref: invoice.invoiceRef }),
          }}
          cardDefinition={{
            header: (invoice) => t('table.cardLabel', { ref: invoice.invoiceRef }),
            sections: columns
              .filter((column) => column.id !== 'ref')
              .map((column) => ({ id: column.id, header: column.header, content: column.cell })),
          }}
        />
        {actions.modals}
      </>
    );
  }

  return (
    <>
      <Table
        {...pagedTableProps(paged, columns)}
        {...wideTableProps(columns, variant)}
        loadingText={t('table.loading')}
        sortingColumn={columns.find((column) => column.sortingField === 'createdAt')}
        sortingDescending={filters.direction === 'desc'}
        onSortingChange={({ detail }) =>
          update({ ...filters, direction: detail.isDescending ? 'desc' : 'asc' })
        }
        empty={empty}
        ariaLabels={{ tableLabel: t('table.label') }}
        header={header(refresh, filters)}
        filter={filter}
        pagination={pagination}
      />
      {actions.modals}
    </>
  );
}
