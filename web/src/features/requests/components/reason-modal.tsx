import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  cancelClaimFormSchema,
  cancelShiftFormSchema,
  noShowFormSchema,
  REASON_MAX_LENGTH,
} from '@careshift/contract';
import type { ReasonForm } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { useValidationMessage } from '../../../i18n/validation';
import type { PenaltyWarning } from '../shift-detail-view';
import { formatMoney } from '../shift-format';
import type { SubmitState } from '../use-submit-state';

import { SubmitStatus } from './submit-status';

export type ReasonAction = 'cancel' | 'cancelClaim' | 'noShow';

const SCHEMAS = {
  cancel: cancelShiftFormSchema,
  cancelClaim: cancelClaimFormSchema,
  noShow: noShowFormSchema,
};

interface ReasonModalProps {
  action: ReasonAction | undefined;
  penalty: PenaltyWarning | null;
  /** Who pays the penalty reads it as "you"; others read "the partner". */
  viewerIsPartner: boolean;
  state: SubmitState;
  onSubmit: (reason: string) => void;
  onDismiss: () => void;
}

/**
 * Cancel, cancel claim and no-show (spec sections 4 and 5): a reason is required, and when the action
 * costs the partner a penalty equal to the company commission the modal says so before confirming.
 */
export function ReasonModal({
  action,
  penalty,
  viewerIsPartner,
  state,
  onSubmit,
  onDismiss,
}: ReasonModalProps) {
  const { t } = useTranslation(['requests', 'common']);
  const fieldMessage = useValidationMessage();
  const language = currentLanguage();
  const form = useForm<ReasonForm>({
    resolver: zodResolver(SCHEMAS[action ?? 'cancel']),
    defaultValues: { reason: '' },
  });
  const { control, handleSubmit, reset } = form;
  const processing = state.status === 'processing';

  useEffect(() => {
    if (action) reset({ reason: '' });
  }, [action, reset]);

  const submit = handleSubmit((values) => onSubmit(String(values.reason ?? '')));
  const who = viewerIsPartner ? 'you' : 'partner';
  const penaltyAction = action === 'cancelClaim' || action === 'noShow' ? action : undefined;
  const amount = penalty?.amount !== undefined ? formatMoney(penalty.amount, language) : undefined;

  return (
    <Modal
      visible={action !== undefined}
      onDismiss={() => !processing && onDismiss()}
      closeAriaLabel={t('common:actions.close')}
      header={action ? t(`reasonModal.${action}.title`) : ''}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <SubmitStatus state={state} />
            <Button variant="link" onClick={onDismiss} disabled={processing}>
              {t('reasonModal.back')}
            </Button>
            <Button variant="primary" loading={processing} onClick={() => void submit()}>
              {action ? t(`reasonModal.${action}.confirm`) : ''}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {action && <Box variant="p">{t(`reasonModal.${action}.body`)}</Box>}
        {penalty && penaltyAction && (
          <Alert type="warning" header={t('penalty.title')}>
            {amount
              ? t(`penalty.${penaltyAction}.${who}WithAmount`, { amount })
              : t(`penalty.${penaltyAction}.${who}`)}
          </Alert>
        )}
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <FormField
              label={t('reasonModal.reason')}
              errorText={fieldMessage(fieldState.error?.message)}
              constraintText={t('reasonModal.reasonLimit', {
                count: String(field.value ?? '').length,
                max: REASON_MAX_LENGTH,
              })}
            >
              <Textarea
                value={String(field.value ?? '')}
                onChange={({ detail }) => field.onChange(detail.value)}
                onBlur={field.onBlur}
                placeholder={t('reasonModal.placeholder')}
                rows={3}
                invalid={Boolean(fieldState.error)}
              />
            </FormField>
          )}
        />
        {state.status === 'failed' && (
          <Alert type="error" header={t('common:errors.processFailed')}>
            {state.message}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
