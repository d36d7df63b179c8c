import { useCollection } from '@cloudscape-design/collection-hooks';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import { shiftPath } from '../../../app/paths';
import { usePaginationStrings } from '../../../components/cloudscape-strings';
import { RouterLink } from '../../../components/router-link';
import { TableMessage } from '../../../components/table-message';
import { useValidationMessage } from '../../../i18n/validation';
import { rowFailureText } from '../multi-create-preview';
import type { PreviewRow } from '../multi-create-preview';

const PAGE_SIZE = 20;

function Outcome({ row }: { row: PreviewRow }) {
  const { t, i18n } = useTranslation('shiftForm');
  const fieldMessage = useValidationMessage();
  const outcome = row.outcome;
  if (!outcome) return <StatusIndicator type="pending">{t('multi.notPosted')}</StatusIndicator>;
  if (outcome.status === 'CREATED') {
    return (
      <StatusIndicator type="success">
        {t('multi.created')}
        {outcome.shiftId && outcome.refNumber !== undefined && (
          <>
            {' '}
            <RouterLink href={shiftPath(outcome.shiftId)}>#{outcome.refNumber}</RouterLink>
          </>
        )}
      </StatusIndicator>
    );
  }
  return (
    <StatusIndicator type="error">
      {t('multi.failed')}:{' '}
      {rowFailureText(
        outcome,
        i18n.language === 'el' ? 'el' : 'en',
        (message) => fieldMessage(message) ?? message,
      )}
    </StatusIndicator>
  );
}

/** The rows a multi-create posts (spec section 2): date, slot, times, deadline, and Created / Failed after posting. */
export function MultiPreviewTable({ rows, header }: { rows: PreviewRow[]; header: React.ReactNode }) {
  const { t } = useTranslation('shiftForm');
  const paginationLabels = usePaginationStrings();
  const { items, paginationProps, collectionProps } = useCollection(rows, {
    pagination: { pageSize: PAGE_SIZE },
    sorting: {},
  });
  return (
    <Table
      {...collectionProps}
      items={items}
      trackBy="index"
      variant="container"
      header={header}
      wrapLines
      empty={<TableMessage text={t('multi.previewEmpty')} />}
      ariaLabels={{ tableLabel: t('multi.previewTitle') }}
      columnDefinitions={[
        { id: 'number', header: '#', cell: (row) => row.index + 1, width: 60 },
        { id: 'date', header: t('multi.columns.date'), cell: (row) => row.dateText },
        { id: 'slot', header: t('multi.columns.slot'), cell: (row) => t(`slots.${row.slot}`) },
        { id: 'time', header: t('multi.columns.time'), cell: (row) => row.timeText },
        { id: 'deadline', header: t('multi.columns.deadline'), cell: (row) => row.deadlineText },
        { id: 'result', header: t('multi.columns.result'), cell: (row) => <Outcome row={row} /> },
      ]}
      pagination={<Pagination {...paginationProps} ariaLabels={paginationLabels} />}
    />
  );
}
