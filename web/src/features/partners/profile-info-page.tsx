import { useTranslation } from 'react-i18next';

import { PATHS } from '../../app/paths';
import { NotificationsCard } from '../../components/push-notifications/notifications-card';
import { useOwnPartner } from '../../hooks/use-partner-profile';
import { useViewer } from '../../hooks/use-viewer';

import { CalendarFeedCard } from './components/calendar-feed-card';
import { PartnerInfo } from './components/partner-details-card';

/** `/profile/info`: "My Profile" with Edit, notifications (issue 36) and the private calendar feed. */
export function ProfileInfoPage() {
  const { t } = useTranslation('partners');
  const viewer = useViewer();
  const partner = useOwnPartner(viewer);
  if (!partner.data) return null;
  return (
    <PartnerInfo
      partner={partner.data}
      title={t('profile.title')}
      editLabel={t('profile.edit')}
      editPath={PATHS.profileEdit}
    >
      <NotificationsCard partnerId={viewer.userId} />
      <CalendarFeedCard partnerId={viewer.userId} />
    </PartnerInfo>
  );
}
