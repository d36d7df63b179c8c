import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { currentCursor, goToPage, initialPaging, pageLoaded, paginationView } from './cursor-paging';
import type { CursorPaging } from './cursor-paging';

export interface CursorPage<T> {
  items: T[];
  cursor: string | null;
}

interface CursorPagesOptions<T> {
  /** Identifies the list and its filters; a new key starts again at page 1. */
  queryKey: readonly unknown[];
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>;
  enabled?: boolean;
}

/**
 * A server-paged list over opaque cursors with open-ended pagination (STYLE.md 8): it owns the
 * cursor state, resets it when the filters (the key) change, and gives Cloudscape's Pagination its
 * props.
 */
export function useCursorPages<T>({ queryKey, fetchPage, enabled = true }: CursorPagesOptions<T>) {
  const keyText = JSON.stringify(queryKey);
  const [state, setState] = useState<{ key: string; paging: CursorPaging }>({
    key: keyText,
    paging: initialPaging(),
  });
  const paging = state.key === keyText ? state.paging : initialPaging();
  const cursor = currentCursor(paging);
  const query = useQuery({
    queryKey: [...queryKey, { cursor }],
    queryFn: ({ signal }) => fetchPage(cursor, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  const pageIndex = paging.pageIndex;
  const page = query.isPlaceholderData ? undefined : query.data;

  useEffect(() => {
    if (!page) return;
    setState((current) => {
      const base = current.key === keyText ? current.paging : initialPaging();
      const next = pageLoaded(base, pageIndex, { itemCount: page.items.length, nextCursor: page.cursor });
      return next === current.paging ? current : { key: keyText, paging: next };
    });
  }, [page, pageIndex, keyText]);

  const view = paginationView(paging);
  return {
    query,
    items: query.data?.items ?? [],
    /** The first load of this list (no rows to show yet). */
    loading: query.isPending || (query.isPlaceholderData && query.isFetching),
    pagination: {
      ...view,
      onChange: (pageNumber: number) =>
        setState((current) => ({
          key: keyText,
          paging: goToPage(current.key === keyText ? current.paging : initialPaging(), pageNumber),
        })),
    },
  };
}
