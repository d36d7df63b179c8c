import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { Position } from '@careshift/contract';
import { MY_SHIFT_FILTER_STATUSES, OPEN_SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { positionOption } from '../../../components/position-name';
import type { FindShiftFilters, MyShiftFilters } from '../partner-shift-filters';

const ALL = 'ALL';

/** Find a shift's filter: open, claimed or both, and one of the partner's positions. */
export function FindShiftFilter({
  filters,
  positions,
  onChange,
}: {
  filters: FindShiftFilters;
  /** The partner's positions (undefined while they load). */
  positions: Position[] | undefined;
  onChange: (next: FindShiftFilters) => void;
}) {
  const { t, i18n } = useTranslation(['findShift', 'ui']);
  const positionOptions = [
    { value: ALL, label: t('find.allPositions') },
    ...(positions ?? []).map((position) => positionOption(position, i18n.language)),
  ];
  const { status: _status, ...withoutStatus } = filters;
  const { positionId: _position, ...withoutPosition } = filters;
  return (
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
          onChange(status ? { ...withoutStatus, status } : withoutStatus);
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
            onChange(value && value !== ALL ? { ...withoutPosition, positionId: value } : withoutPosition);
          }}
        />
      )}
    </SpaceBetween>
  );
}

/** My shifts' filter: one status or all. */
export function MyShiftsFilter({
  filters,
  onChange,
}: {
  filters: MyShiftFilters;
  onChange: (next: MyShiftFilters) => void;
}) {
  const { t } = useTranslation(['findShift', 'ui']);
  const options = [
    { value: ALL, label: t('mine.allStatuses') },
    ...MY_SHIFT_FILTER_STATUSES.map((status) => ({ value: status, label: t(`ui:shiftStatus.${status}`) })),
  ];
  return (
    <Select
      selectedOption={options.find((option) => option.value === (filters.status ?? ALL)) ?? null}
      options={options}
      ariaLabel={t('mine.statusLabel')}
      inlineLabelText={t('mine.statusLabel')}
      onChange={({ detail }) => {
        const value = detail.selectedOption.value;
        const status = MY_SHIFT_FILTER_STATUSES.find((item) => item === value);
        onChange(status ? { status } : {});
      }}
    />
  );
}
