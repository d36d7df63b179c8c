import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { PartnerBlock, PartnerMark } from '@careshift/contract';

import { formatDate } from '../../app/shift-format';
import { useMutationNotices } from '../../hooks/use-mutation-notices';
import { useClientPartnerMarks, usePartnerMarkMutations } from '../../hooks/use-partner-marks';
import { TableMessage } from '../table-message';

type Kind = 'favourites' | 'blocks';

/** The remove button of one row: the favourite or the block ends, said in a notice. */
function RemoveButton({ clientId, kind, mark }: { clientId: string; kind: Kind; mark: PartnerMark }) {
  const { t } = useTranslation('partnerMarks');
  const mutations = usePartnerMarkMutations(clientId);
  const notices = useMutationNotices();
  const mutation = kind === 'favourites' ? mutations.removeFavourite : mutations.unblock;
  const name = mark.partnerName;
  const said = notices({
    success: {
      type: 'success',
      content: t(kind === 'favourites' ? 'notices.favouriteRemoved' : 'notices.unblocked', { name }),
    },
    failedHeader: t('notices.failed'),
  });
  return (
    <Button
      variant="inline-link"
      ariaLabel={t('lists.removeNamed', { name })}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(mark.partnerId, said)}
    >
      {t('lists.remove')}
    </Button>
  );
}

function columnsOf(
  clientId: string,
  kind: Kind,
  t: ReturnType<typeof useTranslation<'partnerMarks'>>['t'],
): TableProps.ColumnDefinition<PartnerMark | PartnerBlock>[] {
  return [
    { id: 'name', header: t('lists.columns.name'), cell: (mark) => mark.partnerName, isRowHeader: true },
    ...(kind === 'blocks'
      ? [{ id: 'reason', header: t('lists.columns.reason'), cell: (mark: PartnerBlock) => mark.reason }]
      : []),
    { id: 'addedBy', header: t('lists.columns.addedBy'), cell: (mark) => mark.createdByName ?? '—' },
    { id: 'addedAt', header: t('lists.columns.addedAt'), cell: (mark) => formatDate(mark.createdAt) },
    {
      id: 'remove',
      header: t('lists.columns.actions'),
      cell: (mark) => <RemoveButton clientId={clientId} kind={kind} mark={mark} />,
    },
  ] as TableProps.ColumnDefinition<PartnerMark | PartnerBlock>[];
}

/** One list (favourites, or "Do not send again"): loading, the failure with a retry, or empty with a hint. */
function MarksTable({ clientId, kind }: { clientId: string; kind: Kind }) {
  const { t } = useTranslation('partnerMarks');
  const marks = useClientPartnerMarks(clientId);
  const items = marks.data?.[kind] ?? [];
  return (
    <Table
      variant="container"
      header={
        <Header
          variant="h2"
          counter={marks.data ? `(${items.length})` : undefined}
          description={t(`lists.${kind}.description`)}
        >
          {t(`lists.${kind}.title`)}
        </Header>
      }
      loading={marks.isPending}
      loadingText={t('lists.loading')}
      items={items}
      trackBy="partnerId"
      columnDefinitions={columnsOf(clientId, kind, t)}
      empty={
        marks.isError ? (
          <TableMessage
            text={t('lists.failed')}
            action={<Button onClick={() => void marks.refetch()}>{t('lists.retry')}</Button>}
          />
        ) : (
          <TableMessage
            text={t(`lists.${kind}.empty`)}
            action={<Box variant="small">{t(`lists.${kind}.emptyHint`)}</Box>}
          />
        )
      }
    />
  );
}

/** An organisation's favourites and its "Do not send again" list, each with Remove (issue 35). */
export function PartnerMarksTables({ clientId }: { clientId: string }) {
  return (
    <SpaceBetween size="l">
      <MarksTable clientId={clientId} kind="favourites" />
      <MarksTable clientId={clientId} kind="blocks" />
    </SpaceBetween>
  );
}
