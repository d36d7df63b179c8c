import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { PartnerUsageReply } from '@careshift/contract';

import { callOperation } from '../../../api/client';
import { partnerKeys } from '../../../api/query-keys';

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
  if (usage.isPending) return <Spinner />;
  if (!usage.data) return <Alert type="error">{t('usage.failed')}</Alert>;
  const { claimedShifts, pendingInvoices, deletion } = usage.data;
  const lines = [
    claimedShifts ? t('usage.claimedShifts', { count: claimedShifts }) : '',
    pendingInvoices ? t('usage.pendingInvoices', { count: pendingInvoices }) : '',
  ].filter(Boolean);
  return (
    <div data-testid="partner-usage">
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Alert type={deletion === 'refused' ? 'error' : 'info'}>
        {deletion === 'refused' ? t('usage.refused') : t('usage.allowed')}
      </Alert>
    </div>
  );
}
