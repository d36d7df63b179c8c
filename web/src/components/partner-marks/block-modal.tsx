import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { partnerBlockBodySchema } from '@careshift/contract';
import type { PartnerBlockBody } from '@careshift/contract';
import { BLOCK_REASON_MAX_LENGTH } from '@careshift/domain/shifts/favourites-access';

import { useModalForm } from '../../hooks/use-modal-form';
import type { SubmitState } from '../../hooks/use-submit-state';
import { ActionModal } from '../action-modal';
import { TextareaField } from '../controlled-field';
import { SubmitFailure } from '../submit-failure';

const EMPTY: PartnerBlockBody = { reason: '' };

/**
 * "Do not send again" (issue 35): what it does, and its reason, required, which the partner never
 * reads. Validated with the contract's schema, as the API validates it.
 */
export function BlockModal({
  partnerName,
  visible,
  state,
  onSubmit,
  onDismiss,
}: {
  partnerName: string;
  visible: boolean;
  state: SubmitState;
  onSubmit: (reason: string) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('partnerMarks');
  const { control, handleSubmit } = useModalForm(partnerBlockBodySchema, EMPTY, visible);
  const reason = useWatch({ control, name: 'reason' });
  const submit = handleSubmit((values) => onSubmit(values.reason));
  return (
    <ActionModal
      visible={visible}
      header={t('blockModal.title', { name: partnerName })}
      onDismiss={onDismiss}
      state={state}
      back={t('blockModal.back')}
      confirm={t('blockModal.confirm')}
      onConfirm={() => void submit()}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('blockModal.body')}</Box>
        <TextareaField
          control={control}
          name="reason"
          label={t('blockModal.reason')}
          description={t('blockModal.privacy')}
          constraintText={t('blockModal.reasonLimit', {
            length: String(reason ?? '').length,
            max: BLOCK_REASON_MAX_LENGTH,
          })}
          placeholder={t('blockModal.placeholder')}
          rows={3}
        />
        <SubmitFailure state={state} />
      </SpaceBetween>
    </ActionModal>
  );
}
