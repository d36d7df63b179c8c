import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { assignShiftFormSchema } from '@careshift/contract';
import type { ShiftDetail } from '@careshift/contract';

import { formatShiftSpan } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { AssignPartnerField } from '../../../components/assign-partner-field';
import { positionLabel } from '../../../components/position-name';
import { SubmitFailure } from '../../../components/submit-failure';
import type { ChosenPartner } from '../../../hooks/use-partner-search';
import type { SubmitState } from '../../../hooks/use-submit-state';
import { currentLanguage } from '../../../i18n';
import { useValidationMessage } from '../../../i18n/validation';
import { claimRefusalOf } from '../claim-refusal';

interface AssignModalProps {
  visible: boolean;
  shift: ShiftDetail;
  state: SubmitState;
  onAssign: (partnerId: string) => void;
  onDismiss: () => void;
}

/** An administrator assigns a shift to a partner found by name (spec section 5: a partner is required). */
export function AssignModal({ visible, shift, state, onAssign, onDismiss }: AssignModalProps) {
  const { t } = useTranslation(['shifts', 'common']);
  const fieldMessage = useValidationMessage();
  const language = currentLanguage();
  const [partner, setPartner] = useState<ChosenPartner | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!visible) return;
    setPartner(null);
    setError(undefined);
  }, [visible]);

  const submit = () => {
    const parsed = assignShiftFormSchema.safeParse({ partnerId: partner?.id ?? '' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onAssign(parsed.data.partnerId);
  };

  return (
    <ActionModal
      visible={visible}
      header={t('assign.title')}
      onDismiss={onDismiss}
      state={state}
      back={t('reasonModal.back')}
      confirm={t('actions.assign')}
      onConfirm={submit}
    >
      <SpaceBetween size="m">
        <Box variant="p">
          {t('assign.body', {
            position: positionLabel(shift.position, language),
            time: formatShiftSpan(shift.startDate, shift.endDate),
          })}
        </Box>
        <AssignPartnerField
          label={t('assign.partner')}
          value={partner}
          positionId={shift.position.id}
          shiftId={shift.id}
          errorText={fieldMessage(error)}
          onChange={(chosen) => {
            setPartner(chosen);
            if (chosen) setError(undefined);
          }}
        />
        <SubmitFailure
          state={state}
          message={
            claimRefusalOf(
              state.status === 'failed' ? (state.error as { code?: unknown }) : null,
              language,
              'assignment',
            )?.message
          }
        />
      </SpaceBetween>
    </ActionModal>
  );
}
