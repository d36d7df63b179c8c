import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { ActionModal } from '../../../components/action-modal';
import { InputField, TextareaField } from '../../../components/controlled-field';
import { SubmitFailure } from '../../../components/submit-failure';
import { useModalForm } from '../../../hooks/use-modal-form';
import type { SubmitState } from '../../../hooks/use-submit-state';

import {
  CORRECTION_REASON_MAX,
  correctedTimesBody,
  correctedTimesFormSchema,
  correctionStart,
  EMPTY_CORRECTION,
} from './corrected-times-form';
import type { CorrectedTimesBody } from './corrected-times-form';
import { CorrectionTimeFields } from './correction-fields';

export type CorrectionPurpose = 'dispute' | 'settle';

interface CorrectionModalProps {
  purpose: CorrectionPurpose | undefined;
  timesheet: TimesheetView;
  state: SubmitState;
  onSubmit: (purpose: CorrectionPurpose, body: CorrectedTimesBody) => void;
  onDismiss: () => void;
}

/**
 * Dispute (the organisation) or settle (administrators): corrected start and end, break minutes and a
 * required reason, validated as the API validates; the server's refusal shows inside the modal.
 */
export function CorrectionModal({ purpose, timesheet, state, onSubmit, onDismiss }: CorrectionModalProps) {
  const { t } = useTranslation('timesheets');
  const open = purpose !== undefined;
  const { control, handleSubmit, reset } = useModalForm(correctedTimesFormSchema, EMPTY_CORRECTION, open);
  useEffect(() => {
    if (purpose) reset(correctionStart(timesheet, purpose));
    // Prefilled once per opening, not on every refetch of the timesheet.
  }, [purpose, reset]);
  const submit = handleSubmit((values) => purpose && onSubmit(purpose, correctedTimesBody(values)));
  const kind = purpose ?? 'dispute';
  return (
    <ActionModal
      visible={open}
      size="medium"
      header={t(`correction.${kind}Title`)}
      onDismiss={onDismiss}
      state={state}
      back={t('correction.back')}
      confirm={t(`correction.${kind}Confirm`)}
      onConfirm={() => void submit()}
      form
    >
      <SpaceBetween size="m">
        <Box variant="p">{t(`correction.${kind}Body`)}</Box>
        <CorrectionTimeFields control={control} />
        <InputField
          control={control}
          name="breakMinutes"
          label={t('correction.breakMinutes')}
          type="number"
          inputMode="numeric"
        />
        <TextareaField
          control={control}
          name="reason"
          label={t('correction.reason')}
          rows={3}
          constraintText={t('correction.reasonLimit', { max: CORRECTION_REASON_MAX })}
        />
        <SubmitFailure state={state} />
      </SpaceBetween>
    </ActionModal>
  );
}
