import { useTranslation } from 'react-i18next';

import type { PartnerProfile } from '@careshift/contract';

import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useMutationNotices } from '../../../hooks/use-mutation-notices';
import { useRemovePartner } from '../use-partners';

import { PartnerUsageDetails, usePartnerUsage } from './partner-usage-details';

/** "Are you sure?" before a partner is deleted; then the "Employee deleted" toast (spec section 8). */
export function DeletePartnerModal({
  partner,
  onDismiss,
}: {
  partner: PartnerProfile | undefined;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['partners', 'common']);
  const notices = useMutationNotices();
  const remove = useRemovePartner();
  const usage = usePartnerUsage(partner?.id);
  const confirm = () => {
    if (!partner) return;
    remove.mutate(
      partner.id,
      notices({
        success: { type: 'success', content: t('list.deleted') },
        failedHeader: t('transfer.failedTitle'),
        afterSuccess: onDismiss,
      }),
    );
  };
  return (
    <ConfirmDeleteModal
      subject={partner && `${partner.firstName} ${partner.lastName}`}
      processing={remove.isPending}
      onConfirm={confirm}
      onDismiss={onDismiss}
      details={<PartnerUsageDetails usage={usage} />}
      refused={usage.data?.deletion === 'refused'}
    />
  );
}
