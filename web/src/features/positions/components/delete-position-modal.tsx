import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { Position } from '@careshift/contract';

import { useNotify } from '../../../app/shell/notifications';
import { useErrorText } from '../../../components/use-error-text';
import { useRemovePosition } from '../use-positions';

interface DeletePositionModalProps {
  position: Position | undefined;
  onDismiss: () => void;
  onDeleted: () => void;
}

/** "Are you sure?" before a position is deleted (spec section 8 "Confirmations"). */
export function DeletePositionModal({ position, onDismiss, onDeleted }: DeletePositionModalProps) {
  const { t } = useTranslation(['positions', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const remove = useRemovePosition();

  const confirm = () => {
    if (!position) return;
    remove.mutate(position, {
      onSuccess: () => {
        notify({ type: 'success', content: t('flash.deleted', { name: position.name }) });
        onDeleted();
      },
      onError: (error) => {
        notify({ type: 'error', header: t('common:errors.processFailed'), content: errorText(error) });
        onDismiss();
      },
    });
  };

  return (
    <Modal
      visible={position !== undefined}
      onDismiss={onDismiss}
      closeAriaLabel={t('common:actions.close')}
      header={t('common:confirm.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="primary" onClick={confirm} loading={remove.isPending}>
              {t('common:confirm.confirmDelete')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="strong">{position?.name}</Box>
        <Box>{t('common:confirm.body')}</Box>
      </SpaceBetween>
    </Modal>
  );
}
