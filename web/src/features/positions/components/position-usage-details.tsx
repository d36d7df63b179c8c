import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { PositionUsageReply } from '@careshift/contract';

import { callOperation } from '../../../api/client';
import { positionKeys } from '../../../api/query-keys';
import { UsageDetails } from '../../../components/usage-details';

/** position-usage while the delete confirmation is open (issue 32 item 13). */
export function usePositionUsage(positionId: string | undefined): UseQueryResult<PositionUsageReply> {
  return useQuery({
    queryKey: [...positionKeys.all, 'usage', positionId],
    enabled: Boolean(positionId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      callOperation('position-usage', { path: { positionId: positionId ?? '' } }, { signal }),
  });
}

/** What uses the position and what deleting it does, or why it is refused. */
export function PositionUsageDetails({ usage }: { usage: UseQueryResult<PositionUsageReply> }) {
  const { t } = useTranslation('positions');
  const texts = {
    failed: t('usage.failed'),
    refused: t('usage.refused'),
    allowed: t('usage.allowed'),
    nothing: t('usage.nothing'),
  };
  return (
    <UsageDetails
      usage={usage}
      testId="position-usage"
      texts={texts}
      lines={({ openShifts, organisations, partners }) => [
        openShifts ? t('usage.openShifts', { count: openShifts }) : '',
        organisations ? t('usage.organisations', { count: organisations }) : '',
        partners ? t('usage.partners', { count: partners }) : '',
      ]}
    />
  );
}
