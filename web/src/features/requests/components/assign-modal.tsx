import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { assignShiftFormSchema } from '@careshift/contract';
import type { ShiftDetail } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { useValidationMessage } from '../../../i18n/validation';
import { claimRefusalOf } from '../claim-refusal';
import { formatShiftSpan } from '../shift-format';
import type { SubmitState } from '../use-submit-state';

import { AssignPartnerField } from './assign-partner-field';
import type { ChosenPartner } from './assign-partner-field';
import { SubmitStatus } from './submit-status';

interface AssignModalProps {
  visible: boolean;
  shift: ShiftDetail;
  state: SubmitState;
  onAssign: (partnerId: string) => void;
  onDismiss: () => void;
}

/** An administrator assigns a shift to a partner found by name (spec section 5: a partner is required). */
export function AssignModal({ visible, shift, state, onAssign, onDismiss }: AssignModalProps) {
  const { t } = useTranslation(['requests', 'common']);
  const fieldMessage = useValidationMessage();
  const language = currentLanguage();
  const [partner, setPartner] = useState<ChosenPartner | null>(null);
  const [error, setError] = useState<string>();
  const processing = state.status === 'processing';

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
    <Modal
      visible={visible}
      onDismiss={() => !processing && onDismiss()}
      closeAriaLabel={t('common:actions.close')}
      header={t('assign.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <SubmitStatus state={state} />
            <Button variant="link" onClick={onDismiss} disabled={processing}>
              {t('reasonModal.back')}
            </Button>
            <Button variant="primary" loading={processing} onClick={submit}>
              {t('actions.assign')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">
          {t('assign.body', {
            position: shift.position.name,
            time: formatShiftSpan(shift.startDate, shift.endDate),
          })}
        </Box>
        <AssignPartnerField
          label={t('assign.partner')}
          value={partner}
          positionId={shift.position.id}
          errorText={fieldMessage(error)}
          onChange={(chosen) => {
            setPartner(chosen);
            if (chosen) setError(undefined);
          }}
        />
        {state.status === 'failed' && (
          <Alert type="error" header={t('common:errors.processFailed')}>
            {claimRefusalOf(state.error as { code?: unknown; message?: unknown }, language)?.message ??
              state.message}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
