import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PartnerStandingAlert } from '../../components/partner-standing-alert';
import { useOwnPartner } from '../../hooks/use-partner-profile';
import { usePositionOptions } from '../../hooks/use-position-options';
import { useViewer } from '../../hooks/use-viewer';

import { AppBanner } from './components/app-banner';
import { FindShiftFilter, ShiftCardList } from './components/shift-card-list';
import { findFiltersFromSearch, findFiltersToSearch } from './partner-shift-filters';
import type { FindShiftFilters } from './partner-shift-filters';
import { usePartnerShifts } from './use-partner-shifts';

/**
 * `/find-a-shift` (spec section 2, "Available shift"): open and claimed shifts of the partner's
 * positions, soonest first; a shift someone else claimed shows without a link. Phone first. A partner
 * who is not VERIFIED is told why and what to do; a shift their calendar keeps them from is flagged.
 */
export function FindAShiftPage() {
  const { t } = useTranslation(['findShift', 'ui']);
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => findFiltersFromSearch(searchParams), [searchParams]);
  const list = usePartnerShifts({ kind: 'find', filters });
  const positions = usePositionOptions(viewer);
  const partner = useOwnPartner(viewer);

  // One function for the page's life: the memoised filter is not drawn again when a read arrives.
  const update = useCallback(
    (next: FindShiftFilters) => setSearchParams(findFiltersToSearch(next), { replace: true }),
    [setSearchParams],
  );

  return (
    <SpaceBetween size="l">
      <AppBanner />
      <ShiftCardList
        list={list}
        texts={{ title: t('find.title'), description: t('find.description'), failed: t('find.failed') }}
        filter={<FindShiftFilter filters={filters} positions={positions.positions} onChange={update} />}
        notice={<PartnerStandingAlert partner={partner.data} />}
      />
    </SpaceBetween>
  );
}
