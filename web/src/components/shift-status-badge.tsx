import { useTranslation } from 'react-i18next';

import { isShiftStatus } from '@careshift/domain/shifts/status';

import type { ViewerKind } from '../hooks/use-viewer';

import { shiftStatusKey } from './shift-status-label';
import { StatusBadge } from './status-badge';

/** A shift status in the spec's colours, labelled in the interface language for its reader. */
export function ShiftStatusBadge({ status, reader }: { status: string; reader?: ViewerKind }) {
  const { t } = useTranslation(['ui']);
  return (
    <StatusBadge status={status} label={isShiftStatus(status) ? t(shiftStatusKey(status, reader)) : status} />
  );
}
