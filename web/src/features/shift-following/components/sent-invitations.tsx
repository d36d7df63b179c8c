import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Invitation } from '@careshift/contract';
import { mayWithdraw } from '@careshift/domain/invitations/invitation-rules';

import { formatDateTime } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { useShiftInvitations, useWithdrawInvitation } from '../../../hooks/use-invitations';
import { useMutationNotices } from '../../../hooks/use-mutation-notices';

import { InvitationStatusText } from './invitation-status';

/** Asks before withdrawing one pending invitation; the outcome is said in a notice and the lists reload. */
function WithdrawModal({
  shiftId,
  invitation,
  onDismiss,
}: {
  shiftId: string;
  invitation: Invitation | undefined;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('invitations');
  const withdraw = useWithdrawInvitation(shiftId);
  const notices = useMutationNotices();
  const name = invitation?.partnerName ?? '';
  const confirm = () => {
    if (!invitation) return;
    withdraw.mutate(
      invitation.partnerId,
      notices({
        success: { type: 'success', content: t('sentList.withdrawn', { name }) },
        failedHeader: t('sentList.withdrawFailed'),
        afterSuccess: onDismiss,
      }),
    );
  };
  return (
    <ActionModal
      visible={invitation !== undefined}
      header={t('sentList.withdrawTitle', { name })}
      onDismiss={onDismiss}
      processing={withdraw.isPending}
      back={t('sentList.back')}
      confirm={t('sentList.withdraw')}
      onConfirm={confirm}
    >
      <Box variant="p">{t('sentList.withdrawBody', { name })}</Box>
    </ActionModal>
  );
}

/** The invitations sent for the shift, newest round first; a pending one may be withdrawn. */
export function SentInvitations({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation('invitations');
  const query = useShiftInvitations(shiftId, true);
  const [withdrawing, setWithdrawing] = useState<Invitation>();
  return (
    <>
      <Table<Invitation>
        variant="embedded"
        loading={query.isPending}
        loadingText={t('findSomeone.loading')}
        items={query.data?.items ?? []}
        trackBy="partnerId"
        header={<Header variant="h3">{t('sentList.title')}</Header>}
        empty={<Box textAlign="center">{t('sentList.empty')}</Box>}
        columnDefinitions={[
          { id: 'name', header: t('sentList.columns.name'), cell: (i) => i.partnerName, isRowHeader: true },
          {
            id: 'status',
            header: t('sentList.columns.status'),
            cell: (i) => <InvitationStatusText status={i.status} />,
          },
          { id: 'sent', header: t('sentList.columns.sent'), cell: (i) => formatDateTime(i.createdAt) },
          {
            id: 'expires',
            header: t('sentList.columns.expires'),
            cell: (i) => formatDateTime(i.expiresAt),
          },
          {
            id: 'actions',
            header: t('sentList.columns.actions'),
            cell: (i) =>
              mayWithdraw(i.status) ? (
                <Button
                  variant="inline-link"
                  ariaLabel={t('sentList.withdrawNamed', { name: i.partnerName })}
                  onClick={() => setWithdrawing(i)}
                >
                  {t('sentList.withdraw')}
                </Button>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <WithdrawModal shiftId={shiftId} invitation={withdrawing} onDismiss={() => setWithdrawing(undefined)} />
    </>
  );
}
