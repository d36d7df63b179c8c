import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { PartnerBody, PartnerFilterValues } from '@careshift/contract';

import { CACHE_LIFETIME } from '../../api/cache-lifetimes';
import { callOperation } from '../../api/client';
import { partnerKeys } from '../../api/query-keys';
import { useCursorPages } from '../../hooks/use-cursor-pages';

/** The partner list, 10 per page, by the URL's filters. */
export function usePartnerList(filter: Partial<PartnerFilterValues>) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));
  return useCursorPages({
    queryKey: partnerKeys.list(query),
    fetchPage: (cursor, signal) =>
      callOperation('partners-list', { query: { ...query, ...(cursor ? { cursor } : {}) } }, { signal }),
  });
}

/** A partner's reviews, 10 per page, newest first. */
export function usePartnerReviews(partnerId: string) {
  return useCursorPages({
    queryKey: partnerKeys.reviews(partnerId),
    fetchPage: (cursor, signal) =>
      callOperation(
        'partner-reviews-list',
        { path: { partnerId }, query: cursor ? { cursor } : {} },
        { signal },
      ),
  });
}

/** request-getPartnersCount, kept 6 hours in the browser (spec section 9). */
export function usePartnerStatistics() {
  return useQuery({
    queryKey: partnerKeys.statistics,
    queryFn: ({ signal }) => callOperation('request-getPartnersCount', {}, { signal }),
    staleTime: CACHE_LIFETIME.partnerStatistics,
    gcTime: CACHE_LIFETIME.partnerStatistics,
  });
}

function useRefreshPartners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partnerKeys.all });
}

/** Creates a partner, or updates the one given. */
export function useSavePartner() {
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: ({ partnerId, body }: { partnerId?: string; body: PartnerBody }) =>
      partnerId
        ? callOperation('employee-update', { path: { partnerId }, body })
        : callOperation('employee-create', {
            body: {
              ...body,
              phoneNumber: body.phoneNumber ?? '',
              positionIds: body.positionIds ?? [],
              status: body.status ?? 'VERIFIED',
            },
          }),
    onSuccess: refresh,
  });
}

export function useRemovePartner() {
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: (partnerId: string) => callOperation('employee-remove', { path: { partnerId } }),
    onSuccess: refresh,
  });
}

/** Transfers a partner to Heed; the partner is read again for its "Transferred to Heed" badge. */
export function useTransferToHeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string) => callOperation('employee-transferToHeed', { path: { partnerId } }),
    onSuccess: (_reply, partnerId) =>
      queryClient.invalidateQueries({ queryKey: partnerKeys.detail(partnerId) }),
  });
}

export function useCreateCalendarLink() {
  return useMutation({
    mutationFn: (partnerId: string) => callOperation('partner-calendarToken-create', { path: { partnerId } }),
  });
}
