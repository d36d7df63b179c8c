import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { PendingPenalty } from '@careshift/contract/operations/penalties';

import { shiftPath } from '../../../app/paths';
import { formatDate, formatMoney } from '../../../app/shift-format';
import { PositionName } from '../../../components/position-name';
import { RouterLink } from '../../../components/router-link';
import { currentLanguage } from '../../../i18n';
import { usePendingPenalties } from '../use-invoices';

/** One penalty: what for, which shift (ref, position, date) and how much. */
function PenaltyRow({ penalty }: { penalty: PendingPenalty }) {
  const { t } = useTranslation('invoices');
  return (
    <ColumnLayout columns={3} variant="text-grid">
      <SpaceBetween size="xxxs">
        <Box variant="awsui-key-label">{t(`penalties.kinds.${penalty.kind}`)}</Box>
        <Box variant="small" color="text-body-secondary">
          {t('penalties.since', { date: formatDate(penalty.createdAt) })}
        </Box>
      </SpaceBetween>
      <SpaceBetween size="xxxs">
        <RouterLink href={shiftPath(penalty.shiftId)}>
          {t('penalties.shift', { ref: penalty.shiftRef })}
        </RouterLink>
        {penalty.positionName && (
          <Box variant="small">
            <PositionName
              position={{ id: penalty.shiftId, name: penalty.positionName, nameEl: penalty.positionNameEl }}
            />
            {penalty.startDate ? `, ${formatDate(penalty.startDate)}` : ''}
          </Box>
        )}
      </SpaceBetween>
      <Box fontWeight="bold" fontSize="heading-s">
        {formatMoney(penalty.amount, currentLanguage())}
      </Box>
    </ColumnLayout>
  );
}

/**
 * A partner's penalties not yet invoiced (late claim cancellations, no-shows) above its invoices: each
 * with its amount and shift, and their sum, so nothing on the next invoice comes as a surprise. Nothing
 * is shown while there are none.
 */
export function PendingPenalties() {
  const { t } = useTranslation('invoices');
  const query = usePendingPenalties(true);
  if (query.isError) return <Alert type="warning">{t('penalties.failed')}</Alert>;
  const penalties = query.data?.penalties ?? [];
  if (penalties.length === 0) return null;
  const total = penalties.reduce((sum, penalty) => sum + penalty.amount, 0);
  return (
    // An alert, not a headed container: it sits above the page's h1 (the table's header).
    <section aria-label={t('penalties.title')}>
      <Alert
        type="warning"
        header={t('penalties.heading', {
          count: penalties.length,
          total: formatMoney(total, currentLanguage()),
        })}
      >
        <SpaceBetween size="m">
          <Box>{t('penalties.description')}</Box>
          {penalties.map((penalty) => (
            <PenaltyRow key={penalty.id} penalty={penalty} />
          ))}
        </SpaceBetween>
      </Alert>
    </section>
  );
}
