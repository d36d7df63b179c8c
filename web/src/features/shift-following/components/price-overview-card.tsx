import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { formatMoney, shiftHours } from '../../../app/shift-format';
import { DetailsCard } from '../../../components/details-card';
import type { ViewerKind } from '../../../hooks/use-viewer';
import { currentLanguage } from '../../../i18n';
import { priceOverview } from '../shift-detail-view';

/**
 * Price overview (spec sections 2 and 6): the total; commission and partner earnings for
 * administrators and partners; for clients the note that the total is paid to the partner directly.
 */
export function PriceOverviewCard({ shift, viewer }: { shift: ShiftDetail; viewer: ViewerKind }) {
  const { t } = useTranslation('shifts');
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
    <DetailsCard title={t('price.title')} items={items}>
      {price.payPartnerDirectly && <Alert type="info">{t('price.payDirectly')}</Alert>}
    </DetailsCard>
  );
}
