import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { priceOverview } from '../shift-detail-view';
import type { ViewerKind } from '../shift-detail-view';
import { formatMoney, shiftHours } from '../shift-format';

/**
 * Price overview (spec sections 2 and 6): the total; commission and partner earnings for
 * administrators and partners; for clients the note that the total is paid to the partner directly.
 */
export function PriceOverviewCard({ shift, viewer }: { shift: ShiftDetail; viewer: ViewerKind }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const price = priceOverview(shift, viewer);
  const hours = shiftHours(shift.startDate, shift.endDate);
  const items = [
    { label: t('price.total'), value: <strong>{formatMoney(price.totalCost, language)}</strong> },
    { label: t('price.hours'), value: t('price.hoursValue', { hours }) },
    ...(price.employeeEarnings !== undefined
      ? [{ label: t('price.earnings'), value: formatMoney(price.employeeEarnings, language) }]
      : []),
    ...(price.companyCommission !== undefined
      ? [{ label: t('price.commission'), value: formatMoney(price.companyCommission, language) }]
      : []),
    ...(shift.penalty !== undefined
      ? [{ label: t('price.penalty'), value: formatMoney(shift.penalty, language) }]
      : []),
  ];
  return (
    <Container header={<Header variant="h2">{t('price.title')}</Header>}>
      <SpaceBetween size="m">
        <KeyValuePairs columns={2} items={items} />
        {price.payPartnerDirectly && <Alert type="info">{t('price.payDirectly')}</Alert>}
      </SpaceBetween>
    </Container>
  );
}
