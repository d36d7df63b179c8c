import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Position, PositionBody } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { positionKeys } from '../../api/query-keys';
import { invalidateShiftRates } from '../../api/shift-rates';

/** A changed position: the lists (and the landing page's rates) read again. */
function useRefreshPositions() {
  const queryClient = useQueryClient();
  return () => {
    invalidateShiftRates();
    return queryClient.invalidateQueries({ queryKey: positionKeys.all });
  };
}

/** Creates a position, or changes the one given. */
export function useSavePosition() {
  const refresh = useRefreshPositions();
  return useMutation({
    mutationFn: ({ position, body }: { position: Position | undefined; body: PositionBody }) =>
      position
        ? callOperation('position-update', { path: { positionId: position.id }, body })
        : callOperation('position-create', { body }),
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
