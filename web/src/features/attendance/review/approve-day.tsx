import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDisplayDate } from '@careshift/contract';

import { ActionModal } from '../../../components/action-modal';
import { SubmitFailure } from '../../../components/submit-failure';
import { useSubmitState } from '../../../hooks/use-submit-state';

import { useApproveDay } from './use-timesheet-review';

/**
 * "Approve all of this day" (timesheets-approveDay): asks first, then says how many were approved.
 * Needs an organisation and the day filter.
 */
export function ApproveDayButton({ clientId, day }: { clientId: string | undefined; day: string }) {
  const { t } = useTranslation('timesheets');
  const approveDay = useApproveDay();
  const state = useSubmitState();
  const [open, setOpen] = useState(false);
  const [approved, setApproved] = useState<number | undefined>();
  const ready = Boolean(clientId && day);
  const shownDay = day ? formatDisplayDate(day) : '';
  const confirm = async () => {
    const outcome = await state.run(() => approveDay.mutateAsync({ clientId: clientId ?? '', day }));
    if (outcome.ok) {
      setApproved(outcome.value.approved);
      setOpen(false);
    }
  };
  return (
    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
      {approved !== undefined && (
        <Alert type="success" dismissible onDismiss={() => setApproved(undefined)}>
          {t('approveDay.done', { count: approved })}
        </Alert>
      )}
      <Button
        disabled={!ready}
        disabledReason={t('approveDay.chooseDay')}
        onClick={() => {
          setApproved(undefined);
          setOpen(true);
        }}
      >
        {t('approveDay.button')}
      </Button>
      <ActionModal
        visible={open}
        header={t('approveDay.title', { day: shownDay })}
        onDismiss={() => setOpen(false)}
        state={state.state}
        back={t('approveDay.back')}
        confirm={t('approveDay.confirm')}
        onConfirm={() => void confirm()}
      >
        <SpaceBetween size="m">
          <Box variant="p">{t('approveDay.body', { day: shownDay })}</Box>
          <SubmitFailure state={state.state} />
        </SpaceBetween>
      </ActionModal>
    </SpaceBetween>
  );
}
