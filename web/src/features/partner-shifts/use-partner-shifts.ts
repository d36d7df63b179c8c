import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { ShiftPage } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { shiftKeys } from '../../api/query-keys';
import { fetchWithEarlyReply } from '../../app/early-replies';

import { findShiftQuery, myShiftsQuery } from './partner-shift-filters';
import type { FindShiftFilters, MyShiftFilters } from './partner-shift-filters';

/**
 * A partner's shift list read page by page with "Show more" (phones scroll, they do not page):
 * Find a shift or My shifts.
 */
export function usePartnerShifts(
  list: { kind: 'find'; filters: FindShiftFilters } | { kind: 'mine'; filters: MyShiftFilters },
) {
  const query = useInfiniteQuery({
    queryKey: list.kind === 'find' ? shiftKeys.findAShift(list.filters) : shiftKeys.mine(list.filters),
    initialPageParam: null as string | null,
    // The first page's request may have left with index.html's head already (web/early-replies.ts).
    queryFn: ({ pageParam, signal }): Promise<ShiftPage> =>
      list.kind === 'find'
        ? callOperation(
            'requests-findAShift',
            { query: findShiftQuery(list.filters, pageParam) },
            { signal, fetch: fetchWithEarlyReply },
          )
        : callOperation(
            'requests-mine',
            { query: myShiftsQuery(list.filters, pageParam) },
            { signal, fetch: fetchWithEarlyReply },
          ),
    getNextPageParam: (page) => page.cursor,
    // Open shifts are claimed by others all the time: a partner coming back sees them fresh.
    staleTime: 60_000,
  });
  // One array per read (not per render), so the card list can defer rendering it.
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { query, items };
}

export type PartnerShiftList = ReturnType<typeof usePartnerShifts>;
