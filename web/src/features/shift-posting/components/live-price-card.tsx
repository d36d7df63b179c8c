import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../app/shift-format';
import { useClientRecord } from '../../../hooks/use-client-record';
import { usePositions } from '../../../hooks/use-positions';
import { useSystemSettings } from '../../../hooks/use-system-settings';
import { currentLanguage } from '../../../i18n';
import { livePriceOfMany } from '../live-price';

/**
 * The price of the shift being posted, live (administrators, who may read the configuration): total,
 * company commission and partner earnings, equal to what the API stores (docs/decisions/money/money-visibility.md).
 */
interface LivePriceCardProps {
  clientId: string | null | undefined;
  positionId: string | null | undefined;
  /** The shifts to price (one in the new-shift form, the preview's rows in multi-create). */
  spans: readonly { start: string; end: string }[];
}

export function LivePriceCard({ clientId, positionId, spans }: LivePriceCardProps) {
  const { t } = useTranslation('shiftForm');
  const language = currentLanguage();
  const positions = usePositions();
  const settings = useSystemSettings();
  const client = useClientRecord(clientId || undefined);
  const price = livePriceOfMany(
    {
      rates: positions.data?.find((position) => position.id === positionId),
      system: settings.data?.settings,
      clientConfig: client.data?.configs ?? null,
    },
    spans,
  );
  const ready = price && clientId && client.data;

  return (
    <Container
      header={
        <Header variant="h2" description={t('price.description')}>
          {t('price.title')}
        </Header>
      }
    >
      {ready ? (
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('price.total'), value: <strong>{formatMoney(price.totalCost, language)}</strong> },
            { label: t('price.commission'), value: formatMoney(price.companyCommission, language) },
            { label: t('price.earnings'), value: formatMoney(price.employeeEarnings, language) },
          ]}
        />
      ) : (
        <Box color="text-body-secondary">{t('price.pending')}</Box>
      )}
    </Container>
  );
}
