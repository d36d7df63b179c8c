import { useTranslation } from 'react-i18next';

import type { PartnerProfile } from '@careshift/contract';

import { useNotify } from '../../../app/shell/notifications';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useErrorText } from '../../../hooks/use-error-text';
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
  const notify = useNotify();
  const errorText = useErrorText();
  const remove = useRemovePartner();
  const usage = usePartnerUsage(partner?.id);
  const confirm = () => {
    if (!partner) return;
    remove.mutate(partner.id, {
      onSuccess: () => {
        notify({ type: 'success', content: t('list.deleted') });
        onDismiss();
      },
      onError: (error) => {
        notify({ type: 'error', header: t('transfer.failedTitle'), content: errorText(error) });
        onDismiss();
      },
    });
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
