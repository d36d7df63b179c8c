import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { MY_SHIFT_FILTER_STATUSES } from '@careshift/domain/shifts/status';

import { ShiftCardList } from '../find-a-shift/components/shift-card-list';
import { myFiltersFromSearch, myFiltersToSearch } from '../find-a-shift/partner-shift-filters';
import { usePartnerShifts } from '../find-a-shift/use-partner-shifts';
import { useDocumentTitle } from '../requests/use-document-title';

const ALL = 'ALL';

/** `/my-requests`, "My Shifts" (spec section 2, route name myRequests): the partner's own shifts by status. */
export function MyShiftsPage() {
  const { t } = useTranslation(['findShift', 'requests']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => myFiltersFromSearch(searchParams), [searchParams]);
  const { query, items } = usePartnerShifts({ kind: 'mine', filters });
  useDocumentTitle(t('mine.title'));

  const options = [
    { value: ALL, label: t('mine.allStatuses') },
    ...MY_SHIFT_FILTER_STATUSES.map((status) => ({ value: status, label: t(`requests:status.${status}`) })),
  ];
  return (
    <ShiftCardList
      items={items}
      loading={query.isPending}
      failed={query.isError && items.length === 0}
      failedText={t('mine.failed')}
      onRetry={() => void query.refetch()}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
      header={
        <Header variant="awsui-h1-sticky" description={t('mine.description')}>
          {t('mine.title')}
        </Header>
      }
      filter={
        <Select
          selectedOption={options.find((option) => option.value === (filters.status ?? ALL)) ?? null}
          options={options}
          ariaLabel={t('mine.statusLabel')}
          inlineLabelText={t('mine.statusLabel')}
          onChange={({ detail }) => {
            const value = detail.selectedOption.value;
            const status = MY_SHIFT_FILTER_STATUSES.find((item) => item === value);
            setSearchParams(myFiltersToSearch(status ? { status } : {}), { replace: true });
          }}
        />
      }
    />
  );
}
