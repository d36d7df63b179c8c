import { useTranslation } from 'react-i18next';

import type { SystemUser } from '@careshift/contract';

import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useMutationNotices } from '../../../hooks/use-mutation-notices';
import { useRemoveSystemUser } from '../use-system-users';

interface DeleteSystemUserModalProps {
  user: SystemUser | undefined;
  onDismiss: () => void;
  onDeleted: () => void;
}

/** "Are you sure?" / "You won't be able to revert this!" / "Yes, delete it!", then "User deleted!". */
export function DeleteSystemUserModal({ user, onDismiss, onDeleted }: DeleteSystemUserModalProps) {
  const { t } = useTranslation(['systemUsers', 'common']);
  const notices = useMutationNotices();
  const remove = useRemoveSystemUser();

  const confirm = () => {
    if (!user) return;
    remove.mutate(
      user,
      notices({
        success: { type: 'success', content: t('flash.deleted') },
        failedHeader: t('flash.deleteFailed'),
        afterSuccess: onDeleted,
        afterFailure: onDismiss,
      }),
    );
  };

  return (
    <ConfirmDeleteModal
      subject={user && `${user.firstName} ${user.lastName} · ${user.email}`}
      processing={remove.isPending}
      onConfirm={confirm}
      onDismiss={onDismiss}
    />
  );
}
