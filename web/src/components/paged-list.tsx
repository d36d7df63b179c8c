import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { useCursorPages } from '../hooks/use-cursor-pages';

import { usePaginationStrings } from './cloudscape-strings';

/** What the list pieces read of a server-paged list (useCursorPages). */
interface PagedList {
  query: { isFetching: boolean; refetch: () => unknown };
  loading: boolean;
  pagination: ReturnType<typeof useCursorPages>['pagination'];
}

/** A paged list's Refresh (an icon button): reads the current page again, spinning while it does. */
export function PagesRefreshButton({ paged }: { paged: PagedList }) {
  const { t } = useTranslation('common');
  return (
    <Button
      iconName="refresh"
      ariaLabel={t('actions.refresh')}
      loading={paged.query.isFetching && !paged.loading}
      onClick={() => void paged.query.refetch()}
    />
  );
}

/** A paged list's open-ended pagination (STYLE.md 8). */
export function PagesPagination({ paged, disabled }: { paged: PagedList; disabled?: boolean }) {
  const paginationLabels = usePaginationStrings();
  return (
    <Pagination
      {...paged.pagination}
      onChange={({ detail }) => paged.pagination.onChange(detail.currentPageIndex)}
      disabled={disabled}
      ariaLabels={paginationLabels}
    />
  );
}

/** The Table props a server-paged list's table shares: its rows, their ids and the first load. */
export function pagedTableProps<T extends { id: string }>(
  paged: { items: T[]; loading: boolean },
  columns: TableProps.ColumnDefinition<T>[],
) {
  return { items: paged.items, columnDefinitions: columns, trackBy: 'id', loading: paged.loading } as const;
}

/**
 * The layout of the wide record lists (shifts, invoices): wrapped, resizable columns; the reference at
 * the left and the actions at the right stay in view, so both are reachable at 1280 px.
 */
export function wideTableProps<T>(columns: TableProps.ColumnDefinition<T>[], variant: TableProps.Variant) {
  return {
    variant,
    wrapLines: true,
    resizableColumns: true,
    stickyColumns: { first: 1, last: columns.some((column) => column.id === 'actions') ? 1 : 0 },
    stickyHeader: variant === 'full-page',
  } as const;
}

/** A list page's Add New: the primary button to the new record's page. */
export function AddNewButton({ path }: { path: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Button variant="primary" onClick={() => void navigate(path)}>
      {t('actions.addNew')}
    </Button>
  );
}
