import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { ActionModal } from './action-modal';

interface ConfirmDeleteModalProps {
  /** What is about to be deleted, as the user knows it; undefined keeps the modal closed. */
  subject: string | undefined;
  processing: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * The spec's confirmation before a delete: "Are you sure?" / "You won't be able to revert this!" /
 * "Yes, delete it!" (section 8), naming what goes. Each feature keeps its own call and notices.
 */
export function ConfirmDeleteModal({ subject, processing, onConfirm, onDismiss }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('common');
  return (
    <ActionModal
      visible={subject !== undefined}
      header={t('confirm.title')}
      onDismiss={onDismiss}
      processing={processing}
      back={t('actions.cancel')}
      confirm={t('confirm.confirmDelete')}
      onConfirm={onConfirm}
    >
      <SpaceBetween size="s">
        <Box variant="strong">{subject}</Box>
        <Box>{t('confirm.body')}</Box>
      </SpaceBetween>
    </ActionModal>
  );
}
