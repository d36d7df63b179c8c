import { useTranslation } from 'react-i18next';

import type { SystemUser } from '@careshift/contract';

import { useNotify } from '../../../app/shell/notifications';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useErrorText } from '../../../hooks/use-error-text';
import { useRemoveSystemUser } from '../use-system-users';

interface DeleteSystemUserModalProps {
  user: SystemUser | undefined;
  onDismiss: () => void;
  onDeleted: () => void;
}

/** "Are you sure?" / "You won't be able to revert this!" / "Yes, delete it!", then "User deleted!". */
export function DeleteSystemUserModal({ user, onDismiss, onDeleted }: DeleteSystemUserModalProps) {
  const { t } = useTranslation(['systemUsers', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const remove = useRemoveSystemUser();

  const confirm = () => {
    if (!user) return;
    remove.mutate(user, {
      onSuccess: () => {
        notify({ type: 'success', content: t('flash.deleted') });
        onDeleted();
      },
      onError: (error) => {
        notify({ type: 'error', header: t('flash.deleteFailed'), content: errorText(error) });
        onDismiss();
      },
    });
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
