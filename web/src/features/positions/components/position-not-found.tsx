import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

import type { Position } from '@careshift/contract';

interface PositionNotFoundProps {
  /** The id in the address, if any. */
  positionId: string | undefined;
  /** The positions once read. */
  positions: readonly Position[] | undefined;
  onBack: () => void;
}

/**
 * `/positions/{id}` or `/positions/{id}/edit` naming no position (issue 32): said, with the way back;
 * nothing while the list loads or when the position exists.
 */
export function PositionNotFound({ positionId, positions, onBack }: PositionNotFoundProps) {
  const { t } = useTranslation('positions');
  if (!positionId || !positions || positions.some((position) => position.id === positionId)) return null;
  return (
    <Alert
      type="error"
      header={t('notFound.title')}
      action={<Button onClick={onBack}>{t('notFound.back')}</Button>}
    >
      {t('notFound.body', { id: positionId })}
    </Alert>
  );
}
