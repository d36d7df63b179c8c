import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { Partner, ShiftDetail } from '@careshift/contract';

import { formatMoney, formatShiftSpan } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { PositionName } from '../../../components/position-name';
import { SubmitFailure } from '../../../components/submit-failure';
import type { SubmitState } from '../../../hooks/use-submit-state';
import { currentLanguage } from '../../../i18n';
import { claimRefusalBeforeClaim, claimRefusalOf } from '../claim-refusal';

interface ClaimModalProps {
  visible: boolean;
  shift: ShiftDetail;
  /** The partner's own profile when known: the domain's claim rule runs on it before asking. */
  partner: Partner | undefined;
  state: SubmitState;
  onClaim: () => void;
  onDismiss: () => void;
}

/**
 * A partner claims a shift: a summary to confirm, or why they cannot — "You cannot claim this shift"
 * / "In order to claim this shift you need to be Verified" (spec section 8), before asking when
 * their profile says so, otherwise from the API's refusal (overlap, rest hours, weekly limit…).
 */
export function ClaimModal({ visible, shift, partner, state, onClaim, onDismiss }: ClaimModalProps) {
  const { t } = useTranslation(['shifts', 'common']);
  const language = currentLanguage();
  const refusal =
    claimRefusalBeforeClaim(partner, shift, language) ??
    (state.status === 'failed' ? claimRefusalOf(state.error as { code?: unknown }, language) : null);

  return (
    <ActionModal
      visible={visible}
      header={refusal ? refusal.title : t('claimModal.title')}
      onDismiss={onDismiss}
      state={state}
      back={refusal ? t('common:actions.close') : t('reasonModal.back')}
      {...(refusal ? {} : { confirm: t('actions.claim'), onConfirm: onClaim })}
    >
      <SpaceBetween size="m">
        {refusal ? (
          <Alert type="error">{refusal.message}</Alert>
        ) : (
          <Box variant="p">{t('claimModal.body')}</Box>
        )}
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('detail.position'), value: <PositionName position={shift.position} /> },
            { label: t('detail.client'), value: shift.clientName },
            { label: t('detail.time'), value: formatShiftSpan(shift.startDate, shift.endDate) },
            {
              label: t('price.earnings'),
              value: formatMoney(shift.cost.employeeEarnings ?? shift.cost.totalCost, language),
            },
          ]}
        />
        {!refusal && <SubmitFailure state={state} />}
      </SpaceBetween>
    </ActionModal>
  );
}
