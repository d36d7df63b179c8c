import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../api/api-error';
import { formatDate } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { useErrorText } from '../../../hooks/use-error-text';
import { useTransferToHeed } from '../use-partners';

type Step = 'closed' | 'confirm' | 'done' | 'failed';

/** "Transferred to Heed on DD/MM/YYYY" once the partner was transferred (issue 32 item 12); nothing before. */
export function HeedTransferBadge({ transfer }: { transfer?: { transferredAt: string } }) {
  const { t } = useTranslation('partners');
  if (!transfer) return null;
  return <Badge color="blue">{t('transfer.badge', { date: formatDate(transfer.transferredAt) })}</Badge>;
}

/**
 * "Transfer to Heed": the spec's confirmation, then "Employee transferred to Heed successfully!" /
 * "Please notify the employee!", or "Something went wrong!" with the intake's refusal.
 */
export function TransferToHeed({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation(['partners', 'common']);
  const errorText = useErrorText();
  const transfer = useTransferToHeed();
  const [step, setStep] = useState<Step>('closed');
  const [failure, setFailure] = useState('');
  const confirm = () =>
    transfer.mutate(partnerId, {
      onSuccess: () => setStep('done'),
      onError: (error) => {
        // The intake's refusal (502) carries a message meant for the administrator.
        setFailure(isApiError(error) && error.code === 'DELIVERY_FAILED' ? error.message : errorText(error));
        setStep('failed');
      },
    });
  const close = () => setStep('closed');
  return (
    <>
      <Button onClick={() => setStep('confirm')}>{t('detail.transfer')}</Button>
      <ActionModal
        visible={step === 'confirm'}
        header={t('transfer.title')}
        onDismiss={close}
        processing={transfer.isPending}
        back={t('common:actions.cancel')}
        confirm={t('transfer.confirm')}
        onConfirm={confirm}
      >
        <Box>{t('transfer.body')}</Box>
      </ActionModal>
      <ActionModal
        visible={step === 'done'}
        header={t('transfer.doneTitle')}
        onDismiss={close}
        back={t('transfer.ok')}
      >
        <Box>{t('transfer.doneBody')}</Box>
      </ActionModal>
      <ActionModal
        visible={step === 'failed'}
        header={t('transfer.failedTitle')}
        onDismiss={close}
        back={t('transfer.ok')}
      >
        <Box>{failure}</Box>
      </ActionModal>
    </>
  );
}
