import { useQuery } from '@tanstack/react-query';

import type { FillRatePeriod } from '@careshift/domain/statistics/fill-rate';

import { CACHE_LIFETIME } from '../../api/cache-lifetimes';
import { callOperation } from '../../api/client';
import { registerNamespaces } from '../../i18n';
import { fillRate as elFillRate } from '../../i18n/locales/el/fill-rate';
import { fillRate as enFillRate } from '../../i18n/locales/en/fill-rate';

registerNamespaces({ fillRate: { en: enFillRate, el: elFillRate } });

/** The query keys of the fill-rate reports: every organisation's, or one organisation's, per period. */
export const fillRateKeys = {
  report: (clientId: string | undefined, days: FillRatePeriod) =>
    ['stats', 'fill-rate', clientId ?? '', days] as const,
};

/**
 * The fill-rate report (issue 35 item 5): every organisation's (request-getFillRate, administrators) or
 * one organisation's (client-fillRate); cached like the dashboard's statistics.
 */
export function useFillRate(clientId: string | undefined, days: FillRatePeriod) {
  return useQuery({
    queryKey: fillRateKeys.report(clientId, days),
    queryFn: ({ signal }) =>
      clientId === undefined
        ? callOperation('request-getFillRate', { query: { days } }, { signal })
        : callOperation('client-fillRate', { path: { clientId }, query: { days } }, { signal }),
    enabled: clientId !== '',
    staleTime: CACHE_LIFETIME.general,
    gcTime: CACHE_LIFETIME.general,
  });
}
