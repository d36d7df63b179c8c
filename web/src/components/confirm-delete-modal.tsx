import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionModal } from './action-modal';

interface ConfirmDeleteModalProps {
  /** What is about to be deleted, as the user knows it; undefined keeps the modal closed. */
  subject: string | undefined;
  processing: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
  /** What still uses the subject and what deleting it does (issue 32), under its name. */
  details?: ReactNode;
  /** The delete is refused: the details say why, and only Cancel is offered. */
  refused?: boolean;
}

/**
 * The spec's confirmation before a delete: "Are you sure?" / "You won't be able to revert this!" /
 * "Yes, delete it!" (section 8), naming what goes. Each feature keeps its own call and notices.
 */
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { subject, processing, onConfirm, onDismiss, details, refused = false } = props;
  const { t } = useTranslation('common');
  return (
    <ActionModal
      visible={subject !== undefined}
      header={t('confirm.title')}
      onDismiss={onDismiss}
      processing={processing}
      back={t('actions.cancel')}
      {...(refused ? {} : { confirm: t('confirm.confirmDelete'), onConfirm })}
    >
      <SpaceBetween size="s">
        <Box variant="strong">{subject}</Box>
        {details}
        {!refused && <Box>{t('confirm.body')}</Box>}
      </SpaceBetween>
    </ActionModal>
  );
}
