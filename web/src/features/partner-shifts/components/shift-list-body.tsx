import './shift-list-body.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
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
import { memo, Suspense, useDeferredValue } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ShiftRow } from '@careshift/contract';
import { claimRefusalMessage } from '@careshift/domain/shifts/claim-refusal-messages';
import type { ClaimRefusalParams } from '@careshift/domain/shifts/claim-refusal-messages';

import { shiftPath } from '../../../app/paths';
import { formatDate, formatMoney, formatShiftEnd, formatTime, shiftHours } from '../../../app/shift-format';
import { PositionName } from '../../../components/position-name';
import { BoostedBadge } from '../../../components/rate-boost/boosted-badge';
import { ShiftStatusBadge } from '../../../components/shift-status-badge';
import { ListEmptyState } from '../../../components/table-message';
import { WaitlistLink } from '../../../components/waitlist/waitlist-link';
import { currentLanguage } from '../../../i18n';
import { LazyAttendanceControls, showsAttendance } from '../../attendance';
import type { PartnerShiftList } from '../use-partner-shifts';

/** Cloudscape's design tokens as the cards' colours and corners (shift-list-body.css uses them). */
const TOKENS = {
  '--sc-panel': colorBackgroundContainerContent,
  '--sc-line': colorBorderDividerDefault,
  '--sc-radius': borderRadiusContainer,
  '--sc-link': colorTextLinkDefault,
  '--sc-link-hover': colorTextLinkHover,
  '--sc-muted': colorTextBodySecondary,
} as CSSProperties;

/**
 * One card. Memoised: the page re-renders on every read it makes (the list, the partner's positions and
 * profile, each a synchronous update from TanStack Query), and a card whose shift object did not change
 * (the query keeps unchanged rows' objects) is not drawn again in those tasks.
 */
const ShiftCard = memo(function ShiftCard({ shift, attendance }: { shift: ShiftRow; attendance: boolean }) {
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
          {/* Issue 35: the organisation raised the rates of this open shift. */}
          <div>
            <BoostedBadge boostedAt={shift.boostedAt} />
          </div>
        </div>
        <div>
          <div className="sc-label">{t('status')}</div>
          {shift.claimedByOther ? (
            <div className="sc-claimed">
              <ShiftStatusBadge status={shift.status} />
              <span className="sc-small sc-muted">{t('claimedByOther')}</span>
              {/* Issue 35: wait in line for it, in case the claim is cancelled. */}
              <WaitlistLink shift={shift} />
            </div>
          ) : (
            <ShiftStatusBadge status={shift.status} />
          )}
        </div>
      </div>
      {shift.conflict && (
        <div className="sc-conflict">
          <StatusIndicator type="warning">
            {claimRefusalMessage(
              shift.conflict.reason,
              shift.conflict.params as ClaimRefusalParams,
              language,
            )}
          </StatusIndicator>
        </div>
      )}
      {/* On My Shifts, the partner's own shift from 30 minutes before its start: Clock in, breaks, Clock
          out (issue 34); Find a shift leaves them to My Shifts and the shift's page, and their chunk unloaded. */}
      {attendance && showsAttendance(shift, Date.now()) && (
        <div className="sc-attendance">
          <Suspense fallback={null}>
            <LazyAttendanceControls shiftId={shift.id} />
          </Suspense>
        </div>
      )}
    </li>
  );
});

/**
 * What a partner's shift list shows below its heading: the filter, the cards (position, day, hours,
 * client, earnings and status, and on Find a shift what in the partner's calendar keeps them from it; a plain list drawn with Cloudscape's tokens, not Cloudscape's Cards,
 * whose per-card measuring was the page's longest task) and "Show more". Part of the page's own chunk,
 * so the first card is drawn as soon as the data is there, without waiting for more code; the filters
 * (Cloudscape's Select and SegmentedControl, most of the weight) are a chunk of their own, loaded once
 * the heading is painted (shift-list-filters.tsx; docs/decisions/performance/partner-phone.md, issue 32).
 */
export function ShiftListBody({
  list,
  failedText,
  filter,
  attendance,
}: {
  list: PartnerShiftList;
  failedText: string;
  filter?: ReactNode;
  attendance: boolean;
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
              <ShiftCard key={shift.id} shift={shift} attendance={attendance} />
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
