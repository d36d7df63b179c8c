import { useTranslation } from 'react-i18next';

import { isShiftStatus } from '@careshift/domain/shifts/status';

import { StatusBadge } from './status-badge';

/** A shift status in the spec's colours, labelled in the interface language. */
export function ShiftStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('ui');
  return <StatusBadge status={status} label={isShiftStatus(status) ? t(`shiftStatus.${status}`) : status} />;
}
