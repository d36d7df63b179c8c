import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  cancelClaimFormSchema,
  cancelShiftFormSchema,
  noShowFormSchema,
  REASON_MAX_LENGTH,
} from '@careshift/contract';
import type { ReasonForm } from '@careshift/contract';

import { formatMoney } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { TextareaField } from '../../../components/controlled-field';
import { SubmitFailure } from '../../../components/submit-failure';
import { useModalForm } from '../../../hooks/use-modal-form';
import type { SubmitState } from '../../../hooks/use-submit-state';
import { currentLanguage } from '../../../i18n';
import type { PenaltyWarning } from '../shift-detail-view';

export type ReasonAction = 'cancel' | 'cancelClaim' | 'noShow';

const EMPTY: ReasonForm = { reason: '' };

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

/** The penalty a cancel claim or a no-show costs the partner, said before confirming (nothing otherwise). */
function PenaltyAlert({
  action,
  penalty,
  viewerIsPartner,
}: Pick<ReasonModalProps, 'action' | 'penalty' | 'viewerIsPartner'>) {
  const { t } = useTranslation(['shifts', 'common']);
  const language = currentLanguage();
  if (!penalty || (action !== 'cancelClaim' && action !== 'noShow')) return null;
  const who = viewerIsPartner ? 'you' : 'partner';
  const amount = penalty.amount !== undefined ? formatMoney(penalty.amount, language) : undefined;
  return (
    <Alert type="warning" header={t('penalty.title')}>
      {amount ? t(`penalty.${action}.${who}WithAmount`, { amount }) : t(`penalty.${action}.${who}`)}
    </Alert>
  );
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
  const { t } = useTranslation(['shifts', 'common']);
  const { control, handleSubmit } = useModalForm(SCHEMAS[action ?? 'cancel'], EMPTY, action !== undefined);
  const reason = useWatch({ control, name: 'reason' });

  const submit = handleSubmit((values) => onSubmit(String(values.reason ?? '')));

  return (
    <ActionModal
      visible={action !== undefined}
      header={action ? t(`reasonModal.${action}.title`) : ''}
      onDismiss={onDismiss}
      state={state}
      back={t('reasonModal.back')}
      confirm={action ? t(`reasonModal.${action}.confirm`) : ''}
      onConfirm={() => void submit()}
    >
      <SpaceBetween size="m">
        {action && <Box variant="p">{t(`reasonModal.${action}.body`)}</Box>}
        <PenaltyAlert action={action} penalty={penalty} viewerIsPartner={viewerIsPartner} />
        <TextareaField
          control={control}
          name="reason"
          label={t('reasonModal.reason')}
          constraintText={t('reasonModal.reasonLimit', {
            count: String(reason ?? '').length,
            max: REASON_MAX_LENGTH,
          })}
          placeholder={t('reasonModal.placeholder')}
          rows={3}
        />
        <SubmitFailure state={state} />
      </SpaceBetween>
    </ActionModal>
  );
}
