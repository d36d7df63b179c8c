import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { callOperation } from '../../../api/client';
import { shiftKeys } from '../../../api/query-keys';
import { formatMoney } from '../../../app/shift-format';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { currentLanguage } from '../../../i18n';

interface QuotedTotalCardProps {
  positionId: string | null | undefined;
  /** The shifts to price (one in the new-shift form, the preview's rows in multi-create). */
  spans: readonly { start: string; end: string }[];
}

/** Spans the server can price: both times set and the end after the start. */
function priceable(spans: QuotedTotalCardProps['spans']) {
  const valid = spans.filter(({ start, end }) => start && end && Date.parse(end) > Date.parse(start));
  return valid.length === spans.length
    ? valid.map(({ start, end }) => ({ startDate: start, endDate: end }))
    : [];
}

/**
 * What an organisation will pay for the shifts it is posting: the total only (request-quote prices them on
 * the server exactly as request-create stores them; the organisation never sees the commission or the
 * partner's earnings); the card says the total is paid to the partner directly (spec section 6).
 */
export function QuotedTotalCard({ positionId, spans }: QuotedTotalCardProps) {
  const { t } = useTranslation('shiftForm');
  const shifts = useDebouncedValue(priceable(spans), 400);
  const ready = Boolean(positionId) && shifts.length > 0;
  const quote = useQuery({
    queryKey: shiftKeys.quote(positionId, shifts),
    enabled: ready,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callOperation('request-quote', { body: { positionId: positionId ?? '', shifts } }, { signal }),
  });
  const total = ready ? quote.data?.totalCost : undefined;

  return (
    <Container
      header={
        <Header variant="h2" description={t('price.clientDescription')}>
          {t('price.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {total === undefined ? (
          <Box color="text-body-secondary">
            {quote.isError ? t('price.failed') : t('price.clientPending')}
          </Box>
        ) : (
          <KeyValuePairs
            items={[
              {
                label: t('price.totalToPay', { count: quote.data?.count ?? shifts.length }),
                value: <strong data-testid="quoted-total">{formatMoney(total, currentLanguage())}</strong>,
              },
            ]}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
