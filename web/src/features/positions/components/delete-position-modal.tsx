import type { Position } from '@careshift/contract';

import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useRemovePosition } from '../use-position-changes';
import { usePositionNotices } from '../use-position-notices';

interface DeletePositionModalProps {
  position: Position | undefined;
  onDismiss: () => void;
  onDeleted: () => void;
}

/** "Are you sure?" before a position is deleted (spec section 8 "Confirmations"). */
export function DeletePositionModal({ position, onDismiss, onDeleted }: DeletePositionModalProps) {
  const { done, failed } = usePositionNotices();
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
    <ConfirmDeleteModal
      subject={position?.name}
      processing={remove.isPending}
      onConfirm={confirm}
      onDismiss={onDismiss}
    />
  );
}
