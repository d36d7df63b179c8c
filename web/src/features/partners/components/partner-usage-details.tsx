import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { PartnerUsageReply } from '@careshift/contract';

import { callOperation } from '../../../api/client';
import { partnerKeys } from '../../../api/query-keys';
import { UsageDetails } from '../../../components/usage-details';

/** employee-usage while the delete confirmation is open (issue 32 item 13). */
export function usePartnerUsage(partnerId: string | undefined): UseQueryResult<PartnerUsageReply> {
  return useQuery({
    queryKey: [...partnerKeys.all, 'usage', partnerId],
    enabled: Boolean(partnerId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      callOperation('employee-usage', { path: { partnerId: partnerId ?? '' } }, { signal }),
  });
}

/** What involves the partner and what deleting does, or why it is refused. */
export function PartnerUsageDetails({ usage }: { usage: UseQueryResult<PartnerUsageReply> }) {
  const { t } = useTranslation('partners');
  return (
    <UsageDetails
      usage={usage}
      testId="partner-usage"
      texts={{ failed: t('usage.failed'), refused: t('usage.refused'), allowed: t('usage.allowed') }}
      lines={({ claimedShifts, pendingInvoices }) => [
        claimedShifts ? t('usage.claimedShifts', { count: claimedShifts }) : '',
        pendingInvoices ? t('usage.pendingInvoices', { count: pendingInvoices }) : '',
      ]}
    />
  );
}
