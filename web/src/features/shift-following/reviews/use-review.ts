import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ReviewBody } from '@careshift/contract';

import { callOperation } from '../../../api/client';
import { shiftKeys } from '../../../api/query-keys';

/** A shift's review (Check Review): administrators and the shift's client. */
export function useShiftReview(shiftId: string, enabled: boolean) {
  return useQuery({
    queryKey: shiftKeys.review(shiftId),
    enabled,
    queryFn: ({ signal }) => callOperation('review-get', { path: { shiftId } }, { signal }),
  });
}

/** review-client: the client rates a finished shift once; the shift and its lists refresh. */
export function useSubmitReview(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => callOperation('review-client', { path: { shiftId }, body }),
    onSuccess: (review) => {
      queryClient.setQueryData(shiftKeys.review(shiftId), review);
      return queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
  });
}
