import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';
import { claimRefusalMessage, CLAIM_REFUSAL_TITLE } from '@careshift/domain/shifts/claim-eligibility';

import { currentLanguage } from '../../../i18n';
import { claimRefusalOf } from '../claim-refusal';
import { formatMoney, formatShiftSpan } from '../shift-format';
import type { SubmitState } from '../use-submit-state';

import { SubmitStatus } from './submit-status';

interface ClaimModalProps {
  visible: boolean;
  shift: ShiftDetail;
  /** The partner's own status when known: only VERIFIED partners may claim (spec section 4). */
  partnerStatus: string | undefined;
  state: SubmitState;
  onClaim: () => void;
  onDismiss: () => void;
}

/**
 * A partner claims a shift: a summary to confirm, or why they cannot — "You cannot claim this shift"
 * / "In order to claim this shift you need to be Verified" (spec section 8), before asking when
 * their profile says so, otherwise from the API's refusal (overlap, rest hours, weekly limit…).
 */
export function ClaimModal({ visible, shift, partnerStatus, state, onClaim, onDismiss }: ClaimModalProps) {
  const { t } = useTranslation(['requests', 'common']);
  const language = currentLanguage();
  const processing = state.status === 'processing';
  const notVerified = partnerStatus !== undefined && partnerStatus !== 'VERIFIED';
  const refusal = notVerified
    ? { title: CLAIM_REFUSAL_TITLE[language], message: claimRefusalMessage('NOT_VERIFIED', {}, language) }
    : state.status === 'failed'
      ? claimRefusalOf(state.error as { code?: unknown; message?: unknown }, language)
      : null;

  return (
    <Modal
      visible={visible}
      onDismiss={() => !processing && onDismiss()}
      closeAriaLabel={t('common:actions.close')}
      header={refusal ? refusal.title : t('claimModal.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <SubmitStatus state={state} />
            <Button variant={refusal ? 'primary' : 'link'} onClick={onDismiss} disabled={processing}>
              {refusal ? t('common:actions.close') : t('reasonModal.back')}
            </Button>
            {!refusal && (
              <Button variant="primary" loading={processing} onClick={onClaim}>
                {t('actions.claim')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
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
            { label: t('detail.position'), value: shift.position.name },
            { label: t('detail.client'), value: shift.clientName },
            { label: t('detail.shiftTime'), value: formatShiftSpan(shift.startDate, shift.endDate) },
            {
              label: t('price.earnings'),
              value: formatMoney(shift.cost.employeeEarnings ?? shift.cost.totalCost, language),
            },
          ]}
        />
        {state.status === 'failed' && !refusal && (
          <Alert type="error" header={t('common:errors.processFailed')}>
            {state.message}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
