import Select from '@cloudscape-design/components/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { MY_SHIFT_FILTER_STATUSES } from '@careshift/domain/shifts/status';

import { ShiftCardList } from './components/shift-card-list';
import { myFiltersFromSearch, myFiltersToSearch } from './partner-shift-filters';
import { usePartnerShifts } from './use-partner-shifts';

const ALL = 'ALL';

/** `/my-requests`, "My Shifts" (spec section 2, route name myRequests): the partner's own shifts by status. */
export function MyShiftsPage() {
  const { t } = useTranslation(['findShift', 'ui']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => myFiltersFromSearch(searchParams), [searchParams]);
  const list = usePartnerShifts({ kind: 'mine', filters });

  const options = [
    { value: ALL, label: t('mine.allStatuses') },
    ...MY_SHIFT_FILTER_STATUSES.map((status) => ({ value: status, label: t(`ui:shiftStatus.${status}`) })),
  ];
  return (
    <ShiftCardList
      list={list}
      texts={{ title: t('mine.title'), description: t('mine.description'), failed: t('mine.failed') }}
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
