import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ClientUser, OperationRequest, Operations } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { clientKeys } from '../../api/query-keys';

/** What an operation's caller sends as its body. */
type BodyOf<Id extends keyof Operations> =
  OperationRequest<Operations[Id]> extends { body: infer B } ? B : never;

/** Every change of a client or its users reads the client pages again. */
function useRefreshClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
}

/** The analytics card's open and closed counts (administrators). */
export function useClientShiftCounts(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.shiftCounts(clientId),
    enabled,
    queryFn: ({ signal }) => callOperation('client-shift-counts', { path: { clientId } }, { signal }),
  });
}

/** Every user of a client, all pages (a client has a handful; 20 per page). */
export function useClientUsers(clientId: string) {
  return useQuery({
    queryKey: clientKeys.users(clientId),
    enabled: Boolean(clientId),
    queryFn: async ({ signal }) => {
      const users: ClientUser[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await callOperation(
          'client-users-list',
          { path: { clientId }, query: cursor ? { cursor } : {} },
          { signal },
        );
        users.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      return users;
    },
  });
}

export function useCreateClient() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (body: BodyOf<'client-create'>) => callOperation('client-create', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateClient(clientId: string) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (body: BodyOf<'client-update'>) =>
      callOperation('client-update', { path: { clientId }, body }),
    onSuccess: refresh,
  });
}

export type ClientUserSave =
  | { kind: 'create'; body: BodyOf<'client-createUser'> }
  | { kind: 'update'; userId: string; body: BodyOf<'client-updateUser'> };

export function useSaveClientUser(clientId: string) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (save: ClientUserSave) =>
      save.kind === 'update'
        ? callOperation('client-updateUser', { path: { clientId, userId: save.userId }, body: save.body })
        : callOperation('client-createUser', { path: { clientId }, body: save.body }),
    onSuccess: refresh,
  });
}

export function useRemoveClientUser(clientId: string) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (userId: string) => callOperation('client-removeUser', { path: { clientId, userId } }),
    onSuccess: refresh,
  });
}

/** After the user confirmed its new e-mail's code: the record takes the pool's verified e-mail. */
export function useConfirmClientUserEmail(clientId: string) {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (userId: string) => callOperation('client-user-confirmEmail', { path: { clientId, userId } }),
    onSuccess: refresh,
  });
}

export function useResetClientUserPassword(clientId: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      callOperation('client-user-resetPassword', { path: { clientId, userId } }),
  });
}
