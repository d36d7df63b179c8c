import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { Enquiry } from '@careshift/contract/operations/help-center';

import { formatDateTime } from '../../app/shift-format';
import { PageLayout } from '../../components/page-layout';
import { PagesPagination } from '../../components/paged-list';
import { ListEmptyState } from '../../components/table-message';
import { useMutationNotices } from '../../hooks/use-mutation-notices';

import { useEnquiries, useSetEnquiryStatus } from './use-enquiries';

/** `/enquiries` (administrators): contact messages and feature ideas with their status, and the action to mark them answered. */
export function EnquiriesPage() {
  const { t } = useTranslation(['helpCenter', 'common']);
  const paged = useEnquiries();
  const setStatus = useSetEnquiryStatus();
  const notices = useMutationNotices();

  const toggle = (enquiry: Enquiry) =>
    setStatus.mutate(
      { id: enquiry.id, status: enquiry.status === 'NEW' ? 'ANSWERED' : 'NEW' },
      notices({
        success: { type: 'success', content: t('enquiries.updated', { name: enquiry.name }) },
        failedHeader: t('common:errors.processFailed'),
      }),
    );

  return (
    <PageLayout title={t('enquiries.title')} description={t('enquiries.description')}>
      <Table<Enquiry>
        items={paged.items}
        trackBy="id"
        wrapLines
        loading={paged.loading}
        loadingText={t('enquiries.loading')}
        ariaLabels={{ tableLabel: t('enquiries.tableLabel') }}
        header={
          <Header counter={paged.items.length ? `(${paged.items.length})` : undefined}>
            {t('enquiries.tableLabel')}
          </Header>
        }
        pagination={<PagesPagination paged={paged} />}
        empty={
          <ListEmptyState
            failed={paged.query.isError && !paged.query.data}
            failedText={t('enquiries.failed')}
            onRetry={() => void paged.query.refetch()}
          />
        }
        columnDefinitions={[
          {
            id: 'received',
            header: t('enquiries.columns.received'),
            cell: (row) => (
              <Box>
                {formatDateTime(row.createdAt)}
                <Box variant="small" display="block">
                  {t(`enquiries.kinds.${row.kind}`)}
                </Box>
              </Box>
            ),
          },
          {
            id: 'from',
            header: t('enquiries.columns.from'),
            cell: (row) => (
              <Box>
                {row.name}
                <Box variant="small" display="block">
                  {row.email}
                </Box>
                {row.phoneNumber && (
                  <Box variant="small" display="block">
                    {row.phoneNumber}
                  </Box>
                )}
              </Box>
            ),
          },
          {
            id: 'message',
            header: t('enquiries.columns.message'),
            cell: (row) => (
              <Box>
                <Box fontWeight="bold">{row.subject}</Box>
                {row.message}
              </Box>
            ),
          },
          {
            id: 'status',
            header: t('enquiries.columns.status'),
            cell: (row) => (
              <SpaceBetween size="xxs">
                <StatusIndicator type={row.status === 'NEW' ? 'pending' : 'success'}>
                  {t(`enquiries.statuses.${row.status}`)}
                </StatusIndicator>
                {row.answeredAt && <Box variant="small">{formatDateTime(row.answeredAt)}</Box>}
                <Button
                  variant="inline-link"
                  loading={setStatus.isPending && setStatus.variables.id === row.id}
                  onClick={() => toggle(row)}
                >
                  {row.status === 'NEW' ? t('enquiries.markAnswered') : t('enquiries.markNew')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
    </PageLayout>
  );
}
