import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  SystemUser,
  SystemUserCreateBody,
  SystemUserStatus,
  SystemUserUpdateBody,
} from '@careshift/contract';

import { callOperation } from '../../api/client';
import { systemUserKeys } from '../../api/query-keys';
import { useCursorPages } from '../../hooks/use-cursor-pages';

/** system-users-list in the chosen statuses, 20 per page by cursor. */
export function useSystemUserPages(statuses: readonly SystemUserStatus[]) {
  return useCursorPages<SystemUser>({
    queryKey: systemUserKeys.list(statuses),
    fetchPage: (cursor, signal) =>
      callOperation(
        'system-users-list',
        // No status chosen: the list's default statuses (the API refuses an empty `statuses=`).
        {
          query: {
            ...(statuses.length ? { statuses: statuses.join(',') } : {}),
            ...(cursor ? { cursor } : {}),
          },
        },
        { signal },
      ),
  });
}

/** system-user-get for the edit form. */
export function useSystemUser(systemUserId: string | undefined) {
  return useQuery({
    queryKey: systemUserKeys.detail(systemUserId ?? ''),
    queryFn: ({ signal }) =>
      callOperation('system-user-get', { path: { systemUserId: systemUserId ?? '' } }, { signal }),
    enabled: systemUserId !== undefined,
  });
}

/** system-createUser, or system-updateUser for the one given; the lists read again. */
export function useSaveSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; body: SystemUserCreateBody }
        | { kind: 'update'; systemUserId: string; body: SystemUserUpdateBody },
    ) =>
      change.kind === 'create'
        ? callOperation('system-createUser', { body: change.body })
        : callOperation('system-updateUser', {
            path: { systemUserId: change.systemUserId },
            body: change.body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}

/** After the administrator confirmed its new e-mail's code: the record takes the pool's verified e-mail. */
export function useConfirmSystemUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (systemUserId: string) =>
      callOperation('system-user-confirmEmail', { path: { systemUserId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}

/** system-removeUser (never your own; the server refuses it too). */
export function useRemoveSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: SystemUser) => callOperation('system-removeUser', { path: { systemUserId: user.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
