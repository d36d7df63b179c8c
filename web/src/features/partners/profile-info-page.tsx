import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PATHS } from '../../app/paths';
import { useOwnPartner } from '../../hooks/use-partner-profile';
import { usePositions } from '../../hooks/use-positions';
import { useViewer } from '../../hooks/use-viewer';

import { CalendarFeedCard } from './components/calendar-feed-card';
import { PartnerDetailsCard } from './components/partner-details-card';

/** `/profile/info`: "My Profile" with Edit, and the private calendar feed. */
export function ProfileInfoPage() {
  const { t } = useTranslation('partners');
  const viewer = useViewer();
  const partner = useOwnPartner(viewer);
  const positions = usePositions();
  const navigate = useNavigate();
  if (!partner.data) return null;
  return (
    <SpaceBetween size="l">
      <PartnerDetailsCard
        partner={partner.data}
        positions={positions.data ?? []}
        title={t('profile.title')}
        actions={<Button onClick={() => void navigate(PATHS.profileEdit)}>{t('profile.edit')}</Button>}
      />
      <CalendarFeedCard partnerId={viewer.userId} />
    </SpaceBetween>
  );
}
