import type { Position } from '@careshift/contract';

import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useRemovePosition } from '../use-position-changes';
import { usePositionNotices } from '../use-position-notices';

import { PositionUsageDetails, usePositionUsage } from './position-usage-details';

interface DeletePositionModalProps {
  position: Position | undefined;
  onDismiss: () => void;
  onDeleted: () => void;
}

/**
 * "Are you sure?" before a position is deleted (spec section 8 "Confirmations"), with what uses it and
 * what deleting does; refused while open requests use it (issue 32; the API refuses it too, so a
 * confirmation before the usage arrives is answered with the reason).
 */
export function DeletePositionModal({ position, onDismiss, onDeleted }: DeletePositionModalProps) {
  const { done, failed } = usePositionNotices();
  const remove = useRemovePosition();
  const usage = usePositionUsage(position?.id);

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
      details={<PositionUsageDetails usage={usage} />}
      refused={usage.data?.deletion === 'refused'}
    />
  );
}
