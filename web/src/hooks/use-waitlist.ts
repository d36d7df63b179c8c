import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ShiftWaitlist } from '@careshift/contract';

import { callOperation } from '../api/client';
import { registerNamespaces } from '../i18n';
import { waitlist as elWaitlist } from '../i18n/locales/el/waitlist';
import { waitlist as enWaitlist } from '../i18n/locales/en/waitlist';

registerNamespaces({ waitlist: { en: enWaitlist, el: elWaitlist } });

/** The query key of a shift's waitlist. */
export const waitlistKeys = { shift: (shiftId: string) => ['waitlist', shiftId] as const };

/** A shift's waitlist as the viewer sees it (issue 35 item 3). */
export function useShiftWaitlist(shiftId: string, enabled = true) {
  return useQuery({
    queryKey: waitlistKeys.shift(shiftId),
    queryFn: ({ signal }) => callOperation('request-waitlist', { path: { shiftId } }, { signal }),
    enabled: enabled && shiftId !== '',
    staleTime: 15_000,
  });
}

/** Join and leave a shift's waitlist; each answer is the new waitlist. */
export function useWaitlistMutations(shiftId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (waitlist: ShiftWaitlist) =>
    queryClient.setQueryData(waitlistKeys.shift(shiftId), waitlist);
  return {
    join: useMutation({
      mutationFn: () => callOperation('request-waitlistJoin', { path: { shiftId } }),
      onSuccess,
    }),
    leave: useMutation({
      mutationFn: () => callOperation('request-waitlistLeave', { path: { shiftId } }),
      onSuccess,
    }),
  };
}
