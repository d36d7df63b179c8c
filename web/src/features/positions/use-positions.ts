import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Position, PositionBody } from '@careshift/contract';

import { CACHE_LIFETIME } from '../../api/cache-lifetimes';
import { callOperation } from '../../api/client';
import { invalidateShiftRates } from '../../api/shift-rates';

export const positionKeys = {
  all: ['positions'] as const,
  list: ['positions', 'all'] as const,
};

/** Every position ordered by name (operation positions-all), cached for 1 hour (spec section 9). */
export function usePositions() {
  return useQuery({
    queryKey: positionKeys.list,
    queryFn: async ({ signal }) => (await callOperation('positions-all', {}, { signal })).items,
    staleTime: CACHE_LIFETIME.positions,
    gcTime: CACHE_LIFETIME.positions,
  });
}

function useRefreshPositions() {
  const queryClient = useQueryClient();
  return () => {
    invalidateShiftRates();
    return queryClient.invalidateQueries({ queryKey: positionKeys.all });
  };
}

export function useCreatePosition() {
  const refresh = useRefreshPositions();
  return useMutation({
    mutationFn: (body: PositionBody) => callOperation('position-create', { body }),
    onSuccess: refresh,
  });
}

export function useUpdatePosition() {
  const refresh = useRefreshPositions();
  return useMutation({
    mutationFn: ({ positionId, body }: { positionId: string; body: PositionBody }) =>
      callOperation('position-update', { path: { positionId }, body }),
    onSuccess: refresh,
  });
}

export function useRemovePosition() {
  const refresh = useRefreshPositions();
  return useMutation({
    mutationFn: (position: Position) =>
      callOperation('position-remove', { path: { positionId: position.id } }),
    onSuccess: refresh,
  });
}
