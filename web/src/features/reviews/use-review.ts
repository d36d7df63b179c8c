import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ReviewBody } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { shiftKeys } from '../requests/use-shifts';

/** A shift's review (Check Review): administrators and the shift's client. */
export function useShiftReview(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: shiftKeys.review(requestId),
    enabled,
    queryFn: ({ signal }) => callOperation('review-get', { path: { shiftId: requestId } }, { signal }),
  });
}

/** review-client: the client rates a finished shift once; the shift and its lists refresh. */
export function useSubmitReview(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => callOperation('review-client', { path: { shiftId: requestId }, body }),
    onSuccess: (review) => {
      queryClient.setQueryData(shiftKeys.review(requestId), review);
      return queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
  });
}
