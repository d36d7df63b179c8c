import { useQuery } from '@tanstack/react-query';

import { CACHE_LIFETIME } from '../api/cache-lifetimes';
import { callOperation } from '../api/client';
import { positionKeys } from '../api/query-keys';

/** Every position ordered by name (operation positions-all), cached for 1 hour (spec section 9). */
export function usePositions() {
  return useQuery({
    queryKey: positionKeys.list,
    queryFn: async ({ signal }) => (await callOperation('positions-all', {}, { signal })).items,
    staleTime: CACHE_LIFETIME.positions,
    gcTime: CACHE_LIFETIME.positions,
  });
}
