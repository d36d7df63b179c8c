import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import type { CardsProps } from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ShiftRow } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { RouterLink } from '../../requests/components/router-link';
import { ShiftStatusBadge } from '../../requests/components/shift-status-badge';
import { ListEmptyState } from '../../requests/components/table-message';
import { shiftPath } from '../../requests/shift-detail-view';
import { formatDate, formatMoney, formatTime, shiftHours } from '../../requests/shift-format';

interface ShiftCardListProps {
  items: ShiftRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  header: ReactNode;
  filter?: ReactNode;
  failedText: string;
}

function ShiftTitle({ shift }: { shift: ShiftRow }) {
  // A shift someone else claimed is plain text: there is nothing for this partner to open (spec section 2).
  if (shift.claimedByOther) return <span>{shift.position.name}</span>;
  return (
    <RouterLink href={shiftPath(shift.id)} fontSize="heading-m">
      {shift.position.name}
    </RouterLink>
  );
}

/**
 * A partner's shifts as cards, phone first: position, day, hours, client, earnings and status; "Show
 * more" reads the next page.
 */
export function ShiftCardList(props: ShiftCardListProps) {
  const { t } = useTranslation(['findShift', 'requests']);
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
              {formatTime(shift.startDate)} – {formatTime(shift.endDate)} ·{' '}
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
      <Cards
        items={props.items}
        cardDefinition={definition}
        trackBy="id"
        loading={props.loading}
        loadingText={t('loading')}
        cardsPerRow={[{ cards: 1 }, { minWidth: 640, cards: 2 }, { minWidth: 1100, cards: 3 }]}
        header={props.header}
        filter={props.filter}
        variant="full-page"
        ariaLabels={{ cardsLabel: t('cardsLabel'), itemSelectionLabel: () => '', selectionGroupLabel: '' }}
        empty={<ListEmptyState failed={props.failed} failedText={props.failedText} onRetry={props.onRetry} />}
      />
      {props.hasMore && (
        <Box textAlign="center">
          <Button onClick={props.onMore} loading={props.loadingMore}>
            {t('showMore')}
          </Button>
        </Box>
      )}
    </SpaceBetween>
  );
}
