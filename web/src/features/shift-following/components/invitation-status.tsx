import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { InvitationStatus } from '@careshift/domain/invitations/invitation-rules';

const STATUS_TYPES: Record<InvitationStatus, StatusIndicatorProps.Type> = {
  SENT: 'pending',
  ACCEPTED: 'success',
  DECLINED: 'stopped',
  TAKEN: 'info',
  EXPIRED: 'stopped',
  WITHDRAWN: 'stopped',
};

/** An invitation's status in words, with its indicator. */
export function InvitationStatusText({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('invitations');
  return <StatusIndicator type={STATUS_TYPES[status]}>{t(`status.${status}`)}</StatusIndicator>;
}
