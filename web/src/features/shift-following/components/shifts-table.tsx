import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { ShiftRow } from '@careshift/contract';

import { callOperation } from '../../../api/client';
import { shiftKeys } from '../../../api/query-keys';
import {
  pagedTableProps,
  PagesPagination,
  PagesRefreshButton,
  wideTableProps,
} from '../../../components/paged-list';
import { ListEmptyState } from '../../../components/table-message';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import type { PortalViewer } from '../../../hooks/use-viewer';
import { currentLanguage } from '../../../i18n';
import {
  effectiveSort,
  filtersFromSearch,
  filtersToSearch,
  isSortForced,
  shiftListQuery,
} from '../shift-filters';
import type { ShiftFilters, ShiftListScope } from '../shift-filters';
import { shiftColumns } from '../shifts-table-config';

import { ShiftFiltersBar } from './shift-filters-bar';

/** The filters re-render when the filters (or their own option lists) change, not when rows arrive. */
const Filters = memo(ShiftFiltersBar);

/** One empty list, so an empty page does not make a new value for the deferred rows on every render. */
const NO_ROWS: ShiftRow[] = [];

interface ShiftsTableProps {
  viewer: PortalViewer;
  scope: ShiftListScope;
  /** The table's header (title, counter, buttons); the refresh button is added by the table. */
  header: (refresh: ReactNode) => ReactNode;
  variant?: 'full-page' | 'container';
}

/**
 * The shift table of /requests and of the clientRequests / employeeRequests views: server-paged by
 * cursor (10 per page), filters and sort kept in the URL so a link reproduces the view.
 */
export function ShiftsTable({ viewer, scope, header, variant = 'full-page' }: ShiftsTableProps) {
  const { t } = useTranslation(['shifts', 'common']);
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const query = shiftListQuery(filters, { role: viewer.role, scope });
  const { cursor: _cursor, ...listKey } = query;
  const paged = useCursorPages<ShiftRow>({
    queryKey: shiftKeys.list({ ...listKey, scope }),
    fetchPage: (cursor, signal) =>
      callOperation(
        'requests-list',
        { query: shiftListQuery(filters, { role: viewer.role, scope, cursor }) },
        { signal },
      ),
  });
  // The rows are rendered as a deferred (interruptible) update: the page answers input while a page of
  // rows is built, instead of one long task when they arrive (issue 37 item 3, the administrator's
  // desktop Lighthouse). The loading state and the rows change together, so no empty state shows between.
  const arrived = useMemo(
    () => ({
      items: paged.items.length ? paged.items : NO_ROWS,
      loading: paged.loading,
      updatedAt: paged.query.dataUpdatedAt,
    }),
    [paged.items, paged.loading, paged.query.dataUpdatedAt],
  );
  const shown = useDeferredValue(arrived);
  // "Now" for the review badges: when the rows were read.
  const now = useMemo(() => (shown.updatedAt ? new Date(shown.updatedAt) : new Date()), [shown.updatedAt]);
  const columns = useMemo(() => shiftColumns(t, viewer, language, now), [t, viewer, language, now]);
  const sort = effectiveSort(filters, viewer.role);
  const sortForced = isSortForced(filters, viewer.role);

  const update = useCallback(
    (next: ShiftFilters) => setSearchParams(filtersToSearch(next), { replace: true }),
    [setSearchParams],
  );
  const hide = useMemo(
    () => ({ client: scope.kind === 'client', partner: scope.kind === 'partner' }),
    [scope.kind],
  );
  const failed = paged.query.isError && !paged.query.data;
  const refresh = <PagesRefreshButton paged={paged} />;

  return (
    <Table
      {...pagedTableProps(shown, columns)}
      {...wideTableProps(columns, variant)}
      loadingText={t('table.loading')}
      sortingColumn={columns.find((column) => column.sortingField === sort.field)}
      sortingDescending={sort.direction === 'desc'}
      sortingDisabled={sortForced}
      onSortingChange={({ detail }) => {
        const field = detail.sortingColumn.sortingField;
        if (field !== 'startDate' && field !== 'createdAt') return;
        update({ ...filters, sort: { field, direction: detail.isDescending ? 'desc' : 'asc' } });
      }}
      empty={
        <ListEmptyState
          failed={failed}
          failedText={t('table.failed')}
          onRetry={() => void paged.query.refetch()}
        />
      }
      ariaLabels={{ tableLabel: t('table.label') }}
      header={header(refresh)}
      filter={
        <>
          <Filters filters={filters} onChange={update} viewer={viewer} hide={hide} />
          {sortForced && (
            <Box variant="small" color="text-body-secondary" padding={{ top: 'xs' }}>
              {t('filters.dateSortNote')}
            </Box>
          )}
        </>
      }
      pagination={<PagesPagination paged={paged} disabled={paged.loading || failed} />}
    />
  );
}
