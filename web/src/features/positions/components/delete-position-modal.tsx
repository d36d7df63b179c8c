import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { Position } from '@careshift/contract';

import { ActionModal } from '../../../components/action-modal';
import { useRemovePosition } from '../use-position-changes';
import { usePositionNotices } from '../use-position-notices';

interface DeletePositionModalProps {
  position: Position | undefined;
  onDismiss: () => void;
  onDeleted: () => void;
}

/** "Are you sure?" before a position is deleted (spec section 8 "Confirmations"). */
export function DeletePositionModal({ position, onDismiss, onDeleted }: DeletePositionModalProps) {
  const { t, done, failed } = usePositionNotices();
  const remove = useRemovePosition();

  const confirm = () => {
    if (!position) return;
    remove.mutate(position, {
      onSuccess: () => {
        done('flash.deleted', position.name);
        onDeleted();
      },
      onError: (error) => {
        failed(error);
        onDismiss();
      },
    });
  };

  return (
    <ActionModal
      visible={position !== undefined}
      header={t('common:confirm.title')}
      onDismiss={onDismiss}
      processing={remove.isPending}
      back={t('common:actions.cancel')}
      confirm={t('common:confirm.confirmDelete')}
      onConfirm={confirm}
    >
      <SpaceBetween size="s">
        <Box variant="strong">{position?.name}</Box>
        <Box>{t('common:confirm.body')}</Box>
      </SpaceBetween>
    </ActionModal>
  );
}
