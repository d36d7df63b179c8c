import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PATHS, pathWithId } from '../../app/paths';
import { ActivityPanel } from '../../components/activity/activity-panel';
import { usePartnerProfile } from '../../hooks/use-partner-profile';

import { PartnerInfo } from './components/partner-details-card';

/** `/employees/{id}/info`: the Employee Details card (the layout above shows the header). */
export function PartnerInfoPage() {
  const { t } = useTranslation('partners');
  const { partnerId = '' } = useParams();
  const partner = usePartnerProfile(partnerId);
  if (!partner.data) return null;
  return (
    <PartnerInfo
      partner={partner.data}
      title={t('detail.detailsTitle')}
      editLabel={t('detail.edit')}
      editPath={pathWithId(PATHS.editPartner, partnerId)}
    >
      <ActivityPanel subjectType="partner" subjectId={partnerId} />
    </PartnerInfo>
  );
}
