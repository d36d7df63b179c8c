import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClientAttendanceBody, FacilityPointBody } from '@careshift/contract';

import { callOperation } from '../../api/client';
import { clientKeys } from '../../api/query-keys';

/** The attendance edits of an organisation (issue 34); each reads the client pages again. */
export function useClientAttendanceMutations(clientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
  const path = { clientId };
  return {
    settings: useMutation({
      mutationFn: (body: ClientAttendanceBody) => callOperation('client-updateAttendance', { path, body }),
      onSuccess,
    }),
    place: useMutation({
      mutationFn: (body: FacilityPointBody) => callOperation('client-placeFacilityPoint', { path, body }),
      onSuccess,
    }),
    confirm: useMutation({
      mutationFn: (body: FacilityPointBody) => callOperation('client-confirmFacilityPoint', { path, body }),
      onSuccess,
    }),
  };
}
