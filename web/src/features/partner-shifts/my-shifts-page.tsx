import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { InstallOfferCard } from '../../app/pwa/install-offer-card';

import { MyShiftsFilter, ShiftCardList } from './components/shift-card-list';
import { myFiltersFromSearch, myFiltersToSearch } from './partner-shift-filters';
import type { MyShiftFilters } from './partner-shift-filters';
import { usePartnerShifts } from './use-partner-shifts';

/**
 * `/my-requests`, "My Shifts" (spec section 2, route name myRequests): the partner's own shifts by
 * status; offline, the next 14 days as last read (app/pwa/offline-sync.ts), and from the second visit
 * the offer to install the app (issue 36).
 */
export function MyShiftsPage() {
  const { t } = useTranslation(['findShift', 'ui']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => myFiltersFromSearch(searchParams), [searchParams]);
  const list = usePartnerShifts({ kind: 'mine', filters });

  const update = useCallback(
    (next: MyShiftFilters) => setSearchParams(myFiltersToSearch(next), { replace: true }),
    [setSearchParams],
  );
  return (
    <ShiftCardList
      list={list}
      texts={{ title: t('mine.title'), description: t('mine.description'), failed: t('mine.failed') }}
      filter={<MyShiftsFilter filters={filters} onChange={update} />}
      notice={<InstallOfferCard />}
      attendance
    />
  );
}
