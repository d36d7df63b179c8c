import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { PATHS } from '../../app/paths';
import { PartnerStandingAlert } from '../../components/partner-standing-alert';
import { StatusBadge } from '../../components/status-badge';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOwnPartner } from '../../hooks/use-partner-profile';
import { useViewer } from '../../hooks/use-viewer';

const PROFILE_TABS = [
  { id: 'info', path: PATHS.profileInfo },
  { id: 'documents', path: PATHS.profileDocuments },
] as const;

/**
 * `/profile` (the partner itself): the header with first and last name and a status badge, why the
 * partner cannot claim when not VERIFIED (and what to do), and the tabs info and documents as child
 * routes (`<Outlet/>`).
 */
export function ProfileLayout() {
  const { t } = useTranslation(['partners', 'ui']);
  const viewer = useViewer();
  const partner = useOwnPartner(viewer);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('profile.title'));
  const active = PROFILE_TABS.find((tab) => pathname === tab.path)?.id ?? 'info';
  if (partner.isError) return <Alert type="error">{t('profile.loadFailed')}</Alert>;
  if (!partner.data) return <Spinner size="large" />;
  const { firstName, lastName, status } = partner.data;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={<StatusBadge status={status} label={t(`ui:partnerStatus.${status}`)} />}
        >
          {`${firstName} ${lastName}`}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <PartnerStandingAlert partner={partner.data} />
        <Tabs
          activeTabId={active}
          onChange={({ detail }) => {
            const tab = PROFILE_TABS.find((candidate) => candidate.id === detail.activeTabId);
            if (tab) void navigate(tab.path);
          }}
          tabs={PROFILE_TABS.map((tab) => ({
            id: tab.id,
            label: t(`detail.tabs.${tab.id}`),
            href: tab.path,
            content: tab.id === active ? <Outlet /> : null,
          }))}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
