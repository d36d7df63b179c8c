import './shift-card-list.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
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

import type { ShiftRow } from '@careshift/contract';

import { shiftPath } from '../../../app/paths';
import { formatDate, formatMoney, formatShiftEnd, formatTime, shiftHours } from '../../../app/shift-format';
import { PositionName } from '../../../components/position-name';
import { ShiftStatusBadge } from '../../../components/shift-status-badge';
import { ListEmptyState } from '../../../components/table-message';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLanguage } from '../../../i18n';
import type { PartnerShiftList } from '../use-partner-shifts';

interface ShiftCardListProps {
  list: PartnerShiftList;
  /** The page's title (heading and browser tab), its description and what a failed first read says. */
  texts: { title: string; description: string; failed: string };
  filter?: ReactNode;
}

/** Cloudscape's design tokens as the cards' colours and corners (shift-card-list.css uses them). */
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
 * A partner's shifts as cards, phone first: position, day, hours, client, earnings and status; "Show
 * more" reads the next page. The cards are a plain list drawn with Cloudscape's tokens, not
 * Cloudscape's Cards: its container queries, focus handling and per-card components measured the
 * page on mount, and on a phone that was the longest task of the page (docs/decisions.md, "The
 * partner's phone").
 */
export function ShiftCardList({ list, texts, filter }: ShiftCardListProps) {
  const { t } = useTranslation('findShift');
  useDocumentTitle(texts.title);
  const { query, items } = list;
  // The first cards render as a transition, in slices between which a phone's main thread stays free
  // (no long task when the list arrives); until then the list still reads as loading.
  const shown = useDeferredValue(items);
  // The page's title and description (a phone's largest paint) are drawn first, alone; the filter and
  // the cards follow once that is on the screen. Nothing above them moves when they come.
  const drawn = useAfterFirstPaint();
  const firstCardsPending = shown.length === 0 && items.length > 0;
  const loading = query.isPending || firstCardsPending;
  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={texts.description}>
        {texts.title}
      </Header>
      {drawn && (
        <SpaceBetween size="m">
          {filter}
          {loading ? (
            <div className="sc-state" role="status">
              <StatusIndicator type="loading">{t('loading')}</StatusIndicator>
            </div>
          ) : shown.length === 0 ? (
            <ListEmptyState
              failed={query.isError && items.length === 0}
              failedText={texts.failed}
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
        </SpaceBetween>
      )}
      {/* Not before the first cards: it would appear under the loading list and then move down. */}
      {drawn && query.hasNextPage && !firstCardsPending && (
        <Box textAlign="center">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('showMore')}
          </Button>
        </Box>
      )}
    </SpaceBetween>
  );
}
