import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import type { CardsProps } from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ShiftRow } from '@careshift/contract';

import { shiftPath } from '../../../app/paths';
import { formatDate, formatMoney, formatShiftEnd, formatTime, shiftHours } from '../../../app/shift-format';
import { PositionName } from '../../../components/position-name';
import { RouterLink } from '../../../components/router-link';
import { ShiftStatusBadge } from '../../../components/shift-status-badge';
import { ListEmptyState } from '../../../components/table-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLanguage } from '../../../i18n';
import type { PartnerShiftList } from '../use-partner-shifts';

interface ShiftCardListProps {
  list: PartnerShiftList;
  /** The page's title (heading and browser tab), its description and what a failed first read says. */
  texts: { title: string; description: string; failed: string };
  filter?: ReactNode;
}

function ShiftTitle({ shift }: { shift: ShiftRow }) {
  // A shift someone else claimed is plain text: there is nothing for this partner to open (spec section 2).
  if (shift.claimedByOther)
    return (
      <span>
        <PositionName position={shift.position} />
      </span>
    );
  return (
    <RouterLink href={shiftPath(shift.id)} fontSize="heading-m">
      <PositionName position={shift.position} />
    </RouterLink>
  );
}

/**
 * A partner's shifts as cards, phone first: position, day, hours, client, earnings and status; "Show
 * more" reads the next page.
 */
export function ShiftCardList({ list, texts, filter }: ShiftCardListProps) {
  const { t } = useTranslation('findShift');
  useDocumentTitle(texts.title);
  const { query, items } = list;
  // The first cards render as a transition, in slices between which a phone's main thread stays free
  // (no long task when the list arrives); until then the list still reads as loading.
  const shown = useDeferredValue(items);
  // The page's title and description (a phone's largest paint) are drawn first, alone; the filter and
  // the cards, whose Cloudscape components measure the page on mount, follow in a deferred render
  // after that paint. Nothing above them moves when they come.
  const drawn = useDeferredValue(true, false);
  const firstCardsPending = shown.length === 0 && items.length > 0;
  const language = currentLanguage();
  const definition: CardsProps.CardDefinition<ShiftRow> = {
    header: (shift) => <ShiftTitle shift={shift} />,
    sections: [
      {
        id: 'when',
        content: (shift) => (
          <SpaceBetween size="xxxs">
            <Box variant="strong">{formatDate(shift.startDate)}</Box>
            <Box>
              {formatTime(shift.startDate)} – {formatShiftEnd(shift.startDate, shift.endDate)} ·{' '}
              {t('hours', { hours: shiftHours(shift.startDate, shift.endDate) })}
            </Box>
            <Box color="text-body-secondary">{shift.clientName}</Box>
          </SpaceBetween>
        ),
      },
      {
        id: 'earnings',
        header: t('earnings'),
        content: (shift) => (
          <Box variant="strong">
            {formatMoney(shift.cost.employeeEarnings ?? shift.cost.totalCost, language)}
          </Box>
        ),
        width: 50,
      },
      {
        id: 'status',
        header: t('status'),
        content: (shift) =>
          shift.claimedByOther ? (
            <SpaceBetween direction="horizontal" size="xxs">
              <ShiftStatusBadge status={shift.status} />
              <Box variant="small" color="text-body-secondary">
                {t('claimedByOther')}
              </Box>
            </SpaceBetween>
          ) : (
            <ShiftStatusBadge status={shift.status} />
          ),
        width: 50,
      },
    ],
  };
  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={texts.description}>
        {texts.title}
      </Header>
      {drawn && (
        <Cards
          items={shown}
          cardDefinition={definition}
          trackBy="id"
          loading={query.isPending || firstCardsPending}
          loadingText={t('loading')}
          cardsPerRow={[{ cards: 1 }, { minWidth: 640, cards: 2 }, { minWidth: 1100, cards: 3 }]}
          filter={filter}
          variant="full-page"
          ariaLabels={{ cardsLabel: t('cardsLabel'), itemSelectionLabel: () => '', selectionGroupLabel: '' }}
          empty={
            <ListEmptyState
              failed={query.isError && items.length === 0}
              failedText={texts.failed}
              onRetry={() => void query.refetch()}
            />
          }
        />
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
