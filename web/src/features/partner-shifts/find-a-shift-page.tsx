import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { OPEN_SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { positionOption } from '../../components/position-name';
import { usePositionOptions } from '../../hooks/use-position-options';
import { useViewer } from '../../hooks/use-viewer';

import { AppBanner } from './components/app-banner';
import { ShiftCardList } from './components/shift-card-list';
import { findFiltersFromSearch, findFiltersToSearch } from './partner-shift-filters';
import type { FindShiftFilters } from './partner-shift-filters';
import { usePartnerShifts } from './use-partner-shifts';

const ALL = 'ALL';

/**
 * `/find-a-shift` (spec section 2, "Available shift"): open and claimed shifts of the partner's
 * positions, soonest first; a shift someone else claimed shows without a link. Phone first.
 */
export function FindAShiftPage() {
  const { t, i18n } = useTranslation(['findShift', 'ui']);
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => findFiltersFromSearch(searchParams), [searchParams]);
  const list = usePartnerShifts({ kind: 'find', filters });
  const positions = usePositionOptions(viewer);

  const update = (next: FindShiftFilters) => setSearchParams(findFiltersToSearch(next), { replace: true });
  const { status: _status, ...withoutStatus } = filters;
  const { positionId: _position, ...withoutPosition } = filters;
  const positionOptions = [
    { value: ALL, label: t('find.allPositions') },
    ...(positions.positions ?? []).map((position) => positionOption(position, i18n.language)),
  ];

  return (
    <SpaceBetween size="l">
      <AppBanner />
      <ShiftCardList
        list={list}
        texts={{ title: t('find.title'), description: t('find.description'), failed: t('find.failed') }}
        filter={
          <SpaceBetween direction="horizontal" size="s">
            <SegmentedControl
              selectedId={filters.status ?? ALL}
              label={t('find.statusLabel')}
              options={[
                { id: ALL, text: t('find.all') },
                { id: 'VERIFIED', text: t('find.open') },
                { id: 'CLAIMED', text: t('ui:shiftStatus.CLAIMED') },
              ]}
              onChange={({ detail }) => {
                const status = OPEN_SHIFT_STATUSES.find((open) => open === detail.selectedId);
                update(status ? { ...withoutStatus, status } : withoutStatus);
              }}
            />
            {positionOptions.length > 2 && (
              <Select
                selectedOption={
                  positionOptions.find((option) => option.value === (filters.positionId ?? ALL)) ?? null
                }
                options={positionOptions}
                ariaLabel={t('find.positionLabel')}
                onChange={({ detail }) => {
                  const value = detail.selectedOption.value;
                  update(
                    value && value !== ALL ? { ...withoutPosition, positionId: value } : withoutPosition,
                  );
                }}
              />
            )}
          </SpaceBetween>
        }
      />
    </SpaceBetween>
  );
}
