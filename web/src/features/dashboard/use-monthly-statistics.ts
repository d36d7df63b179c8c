import { useQuery } from '@tanstack/react-query';

import { CACHE_LIFETIME } from '../../api/cache-lifetimes';
import { callOperation } from '../../api/client';
import { statisticsKeys } from '../../api/query-keys';

/** request-getMonthlyStatistics, cached in the browser for 30 minutes (spec section 9: statistics are cached). */
export function useMonthlyStatistics() {
  return useQuery({
    queryKey: statisticsKeys.monthly,
    queryFn: ({ signal }) => callOperation('request-getMonthlyStatistics', {}, { signal }),
    staleTime: CACHE_LIFETIME.general,
    gcTime: CACHE_LIFETIME.general,
  });
}
