import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PartnerStatisticsRow } from '@careshift/contract';
import { nicosiaToday } from '@careshift/domain/time/nicosia';

import { PATHS, pathWithId } from '../../app/paths';
import { RouterLink } from '../../components/router-link';
import { TableMessage } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';

import { filterStatistics, totalsOf } from './partner-statistics';
import { usePartnerStatistics } from './use-partners';

const COUNTS = ['claimedCount', 'finishedCount', 'canceledCount', 'abandonedCount'] as const;
const COUNT_LABELS = {
  claimedCount: 'claimed',
  finishedCount: 'finished',
  canceledCount: 'canceled',
  abandonedCount: 'abandoned',
} as const;

/** `/employeeStatistics` (administrators): this year's counts per partner with a totals row. */
export function PartnerStatisticsPage() {
  const { t } = useTranslation('partners');
  const year = nicosiaToday(new Date()).slice(0, 4);
  const title = t('statistics.title', { year });
  useDocumentTitle(title);
  const statistics = usePartnerStatistics();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => filterStatistics(statistics.data ?? [], search), [statistics.data, search]);
  const totals = totalsOf(rows);
  const footer: PartnerStatisticsRow = { claimedBy: '', employeeName: t('statistics.total'), ...totals };
  const items = rows.length > 0 ? [...rows, footer] : [];
  const bold = (row: PartnerStatisticsRow, text: string | number) =>
    row === footer ? <Box fontWeight="bold">{text}</Box> : text;
  return (
    <Table
      variant="full-page"
      items={items}
      trackBy={(row) => row.claimedBy || 'total'}
      loading={statistics.isPending}
      loadingText={t('statistics.loading')}
      ariaLabels={{ tableLabel: t('statistics.tableLabel') }}
      empty={<TableMessage text={t('statistics.empty')} />}
      header={<Header variant="awsui-h1-sticky">{title}</Header>}
      filter={
        <TextFilter
          filteringText={search}
          filteringPlaceholder={t('statistics.search')}
          filteringAriaLabel={t('statistics.search')}
          onChange={({ detail }) => setSearch(detail.filteringText)}
        />
      }
      columnDefinitions={[
        {
          id: 'partner',
          header: t('statistics.columns.partner'),
          cell: (row) => bold(row, row.employeeName),
        },
        ...COUNTS.map((key) => ({
          id: key,
          header: t(`statistics.columns.${COUNT_LABELS[key]}`),
          cell: (row: PartnerStatisticsRow) => bold(row, row[key]),
        })),
        {
          id: 'actions',
          header: t('statistics.columns.actions'),
          cell: (row) =>
            row === footer ? null : (
              <SpaceBetween direction="horizontal" size="xs">
                <RouterLink href={pathWithId(PATHS.partnerDetail, row.claimedBy)}>
                  {t('statistics.view')}
                </RouterLink>
                <RouterLink href={pathWithId(PATHS.editPartner, row.claimedBy)}>
                  {t('statistics.edit')}
                </RouterLink>
              </SpaceBetween>
            ),
        },
      ]}
    />
  );
}
