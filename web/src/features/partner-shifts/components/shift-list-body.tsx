import './shift-list-body.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  borderRadiusContainer,
  colorBackgroundContainerContent,
  colorBorderDividerDefault,
  colorTextBodySecondary,
  colorTextLinkDefault,
  colorTextLinkHover,
} from '@cloudscape-design/design-tokens';
import { useDeferredValue } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Position, ShiftRow } from '@careshift/contract';
import { MY_SHIFT_FILTER_STATUSES, OPEN_SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { shiftPath } from '../../../app/paths';
import { formatDate, formatMoney, formatShiftEnd, formatTime, shiftHours } from '../../../app/shift-format';
import { PositionName, positionOption } from '../../../components/position-name';
import { ShiftStatusBadge } from '../../../components/shift-status-badge';
import { ListEmptyState } from '../../../components/table-message';
import { currentLanguage } from '../../../i18n';
import type { FindShiftFilters, MyShiftFilters } from '../partner-shift-filters';
import type { PartnerShiftList } from '../use-partner-shifts';

const ALL = 'ALL';

/** Cloudscape's design tokens as the cards' colours and corners (shift-list-body.css uses them). */
const TOKENS = {
  '--sc-panel': colorBackgroundContainerContent,
  '--sc-line': colorBorderDividerDefault,
  '--sc-radius': borderRadiusContainer,
  '--sc-link': colorTextLinkDefault,
  '--sc-link-hover': colorTextLinkHover,
  '--sc-muted': colorTextBodySecondary,
} as CSSProperties;

function ShiftCard({ shift }: { shift: ShiftRow }) {
  const { t } = useTranslation('findShift');
  const language = currentLanguage();
  return (
    <li className="sc-card">
      <div className="sc-title">
        {/* A shift someone else claimed is plain text: there is nothing for this partner to open (spec section 2). */}
        {shift.claimedByOther ? (
          <PositionName position={shift.position} />
        ) : (
          <Link to={shiftPath(shift.id)}>
            <PositionName position={shift.position} />
          </Link>
        )}
      </div>
      <div className="sc-when">
        <strong>{formatDate(shift.startDate)}</strong>
        <div>
          {formatTime(shift.startDate)} – {formatShiftEnd(shift.startDate, shift.endDate)} ·{' '}
          {t('hours', { hours: shiftHours(shift.startDate, shift.endDate) })}
        </div>
        <div className="sc-muted">{shift.clientName}</div>
      </div>
      <div className="sc-facts">
        <div>
          <div className="sc-label">{t('earnings')}</div>
          <strong>{formatMoney(shift.cost.employeeEarnings ?? shift.cost.totalCost, language)}</strong>
        </div>
        <div>
          <div className="sc-label">{t('status')}</div>
          {shift.claimedByOther ? (
            <div className="sc-claimed">
              <ShiftStatusBadge status={shift.status} />
              <span className="sc-small sc-muted">{t('claimedByOther')}</span>
            </div>
          ) : (
            <ShiftStatusBadge status={shift.status} />
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * What a partner's shift list shows below its heading: the filter, the cards (position, day, hours,
 * client, earnings and status; a plain list drawn with Cloudscape's tokens, not Cloudscape's Cards,
 * whose per-card measuring was the page's longest task) and "Show more". A chunk of its own, loaded
 * once the heading is painted: Cloudscape's Select and SegmentedControl are most of it, and a phone
 * then downloads the heading's code alone first (docs/decisions/performance/partner-phone.md).
 */
export function ShiftListBody({
  list,
  failedText,
  filter,
}: {
  list: PartnerShiftList;
  failedText: string;
  filter?: ReactNode;
}) {
  const { t } = useTranslation('findShift');
  const { query, items } = list;
  // The first cards render as a transition, in slices between which a phone's main thread stays free
  // (no long task when the list arrives); until then the list still reads as loading.
  const shown = useDeferredValue(items);
  const firstCardsPending = shown.length === 0 && items.length > 0;
  const loading = query.isPending || firstCardsPending;
  return (
    <SpaceBetween size="m">
      {filter}
      {loading ? (
        <div className="sc-state" role="status">
          <StatusIndicator type="loading">{t('loading')}</StatusIndicator>
        </div>
      ) : shown.length === 0 ? (
        <ListEmptyState
          failed={query.isError && items.length === 0}
          failedText={failedText}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="sc-cards">
          <ul className="sc-list" style={TOKENS} aria-label={t('cardsLabel')}>
            {shown.map((shift) => (
              <ShiftCard key={shift.id} shift={shift} />
            ))}
          </ul>
        </div>
      )}
      {/* Not before the first cards: it would appear under the loading list and then move down. */}
      {query.hasNextPage && !firstCardsPending && (
        <Box textAlign="center">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('showMore')}
          </Button>
        </Box>
      )}
    </SpaceBetween>
  );
}

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
