import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { ShiftCreateBody, ShiftUpdateBody, ShiftDetail } from '@careshift/contract';

import { callOperation } from '../api/client';
import { invoiceKeys, shiftKeys } from '../api/query-keys';

/** One shift as the signed-in viewer may see it, with the actions the server allows them now. */
export function useShift(shiftId: string) {
  return useQuery({
    queryKey: shiftKeys.detail(shiftId),
    queryFn: ({ signal }) => callOperation('request-get', { path: { shiftId } }, { signal }),
    // The actions depend on the clock (started, deadline passed): never trust a stale copy long.
    staleTime: 30_000,
  });
}

/** A changed shift: its detail is the reply; every list may now show it differently. */
function storeChangedShift(queryClient: QueryClient, detail: ShiftDetail): Promise<void> {
  queryClient.setQueryData(shiftKeys.detail(detail.id), detail);
  return queryClient.invalidateQueries({
    queryKey: shiftKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== detail.id,
  });
}

export type ShiftMove =
  | { kind: 'claim'; partnerId?: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'cancelClaim'; reason: string }
  | { kind: 'noShow'; reason: string };

function moveShift(shiftId: string, move: ShiftMove): Promise<ShiftDetail> {
  const path = { shiftId };
  switch (move.kind) {
    case 'claim':
      return callOperation('request-claim', {
        path,
        body: move.partnerId ? { partnerId: move.partnerId } : {},
      });
    case 'cancel':
      return callOperation('request-cancel', { path, body: { cancellationReason: move.reason } });
    case 'cancelClaim':
      return callOperation('request-cancelClaim', { path, body: { cancellationReason: move.reason } });
    case 'noShow':
      return callOperation('request-noShow', { path, body: { reason: move.reason } });
  }
}

/** Claim / assign, cancel, cancel claim and no-show: the reply is the shift as it is now. */
export function useShiftMove(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ShiftMove) => moveShift(shiftId, move),
    onSuccess: (detail, move) => {
      storeChangedShift(queryClient, detail);
      // A late claim cancellation or a no-show may have given the partner a penalty to show on /invoices.
      if (move.kind === 'cancelClaim' || move.kind === 'noShow')
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.pendingPenalties });
    },
    // Refused (cancelled or taken meanwhile): read the shift again, so the page shows how it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: shiftKeys.detail(shiftId) }),
  });
}

/** request-create for one shift or many; the lists refresh afterwards. */
export function useCreateShifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftCreateBody) => callOperation('request-create', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

/** request-update of one shift: the reply is the shift as it is now; every list refreshes. */
export function useUpdateShift(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftUpdateBody) => callOperation('request-update', { path: { shiftId }, body }),
    onSuccess: (detail) => storeChangedShift(queryClient, detail),
  });
}
