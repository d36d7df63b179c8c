import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { BoostApplyBody, BoostBody, ShiftDetail } from '@careshift/contract';

import { callOperation } from '../api/client';
import { shiftKeys } from '../api/query-keys';
import { registerNamespaces } from '../i18n';
import { rateBoost as elRateBoost } from '../i18n/locales/el/rate-boost';
import { rateBoost as enRateBoost } from '../i18n/locales/en/rate-boost';

registerNamespaces({ rateBoost: { en: enRateBoost, el: elRateBoost } });

/** The price of a boost before applying it (changes nothing); none while the boost is not valid. */
export function useBoostQuote(shiftId: string, boost: BoostBody | null) {
  return useQuery({
    queryKey: ['boost-quote', shiftId, boost?.kind, boost?.value] as const,
    queryFn: ({ signal }) =>
      callOperation('request-boostQuote', { path: { shiftId }, body: boost as BoostBody }, { signal }),
    enabled: boost !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** Apply a boost (issue 35 item 4): the answer is the shift; every list may show it differently. */
export function useApplyBoost(shiftId: string) {
  const queryClient = useQueryClient();
  return {
    apply: useMutation({
      mutationFn: (body: BoostApplyBody) => callOperation('request-boost', { path: { shiftId }, body }),
      onSuccess: (detail: ShiftDetail) => {
        queryClient.setQueryData(shiftKeys.detail(detail.id), detail);
        return queryClient.invalidateQueries({
          queryKey: shiftKeys.all,
          predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== detail.id,
        });
      },
    }),
  };
}
