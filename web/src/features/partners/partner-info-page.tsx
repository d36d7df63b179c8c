import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { PATHS, pathWithId } from '../../app/paths';
import { ActivityPanel } from '../../components/activity/activity-panel';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { usePositions } from '../../hooks/use-positions';

import { PartnerDetailsCard } from './components/partner-details-card';

/** `/employees/{id}/info`: the Employee Details card (the layout above shows the header). */
export function PartnerInfoPage() {
  const { t } = useTranslation('partners');
  const { partnerId = '' } = useParams();
  const navigate = useNavigate();
  const partner = usePartnerProfile(partnerId);
  const positions = usePositions();
  if (!partner.data) return null;
  return (
    <SpaceBetween size="l">
      <PartnerDetailsCard
        partner={partner.data}
        positions={positions.data ?? []}
        title={t('detail.detailsTitle')}
        actions={
          <Button onClick={() => void navigate(pathWithId(PATHS.editPartner, partnerId))}>
            {t('detail.edit')}
          </Button>
        }
      />
      <ActivityPanel subjectType="partner" subjectId={partnerId} />
    </SpaceBetween>
  );
}
