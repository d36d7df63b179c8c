import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ClientPartnerMarks } from '@careshift/contract';

import { callOperation } from '../api/client';
import { registerNamespaces } from '../i18n';
import { partnerMarks as elPartnerMarks } from '../i18n/locales/el/partner-marks';
import { partnerMarks as enPartnerMarks } from '../i18n/locales/en/partner-marks';

registerNamespaces({ partnerMarks: { en: enPartnerMarks, el: elPartnerMarks } });

/** The query key of an organisation's favourites and blocks. */
export const partnerMarkKeys = {
  client: (clientId: string) => ['partner-marks', clientId] as const,
};

/** An organisation's favourites, blocks and early-access hours (its users and administrators). */
export function useClientPartnerMarks(clientId: string, enabled = true) {
  return useQuery({
    queryKey: partnerMarkKeys.client(clientId),
    queryFn: () => callOperation('client-partnerMarks', { path: { clientId } }),
    enabled: enabled && clientId !== '',
  });
}

/** What one organisation holds about one partner, from its list (undefined while it loads). */
export function markOf(
  marks: ClientPartnerMarks | undefined,
  partnerId: string,
): { favourite: boolean; blocked: boolean } | undefined {
  if (!marks) return undefined;
  return {
    favourite: marks.favourites.some((mark) => mark.partnerId === partnerId),
    blocked: marks.blocks.some((mark) => mark.partnerId === partnerId),
  };
}

/** Add and remove favourites and blocks, and the early-access hours; each answer is the new list. */
export function usePartnerMarkMutations(clientId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (marks: ClientPartnerMarks) =>
    queryClient.setQueryData(partnerMarkKeys.client(clientId), marks);
  const at = (partnerId: string) => ({ path: { clientId, partnerId } });
  return {
    addFavourite: useMutation({
      mutationFn: (partnerId: string) => callOperation('client-favouriteAdd', at(partnerId)),
      onSuccess,
    }),
    removeFavourite: useMutation({
      mutationFn: (partnerId: string) => callOperation('client-favouriteRemove', at(partnerId)),
      onSuccess,
    }),
    block: useMutation({
      mutationFn: ({ partnerId, reason }: { partnerId: string; reason: string }) =>
        callOperation('client-blockAdd', { ...at(partnerId), body: { reason } }),
      onSuccess,
    }),
    unblock: useMutation({
      mutationFn: (partnerId: string) => callOperation('client-blockRemove', at(partnerId)),
      onSuccess,
    }),
    earlyAccess: useMutation({
      mutationFn: (hours: number) =>
        callOperation('client-favouritesEarlyAccess', { path: { clientId }, body: { hours } }),
      onSuccess,
    }),
  };
}
