import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

import { auditKeys } from '../api/query-keys';

/**
 * A save of a system-wide setting: its reply becomes what every reader of `queryKey` shows, and the
 * configuration's activity trail is read again.
 */
export function useSettingSave<Body, Reply>(queryKey: QueryKey, save: (body: Body) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKey, reply);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
