import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { PositionUsageReply } from '@careshift/contract';

import { callOperation } from '../../../api/client';
import { positionKeys } from '../../../api/query-keys';

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
  if (usage.isPending) return <Spinner />;
  if (!usage.data) return <Alert type="error">{t('usage.failed')}</Alert>;
  const { openShifts, organisations, partners, deletion } = usage.data;
  const lines = [
    openShifts ? t('usage.openShifts', { count: openShifts }) : '',
    organisations ? t('usage.organisations', { count: organisations }) : '',
    partners ? t('usage.partners', { count: partners }) : '',
  ].filter(Boolean);
  return (
    <div data-testid="position-usage">
      {lines.length ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <Box>{t('usage.nothing')}</Box>
      )}
      <Alert type={deletion === 'refused' ? 'error' : 'info'}>
        {deletion === 'refused' ? t('usage.refused') : t('usage.allowed')}
      </Alert>
    </div>
  );
}
