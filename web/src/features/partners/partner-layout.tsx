import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';

import { PATHS, pathWithId } from '../../app/paths';
import { formatRating } from '../../app/shift-format';
import { StatusBadge } from '../../components/status-badge';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { currentLanguage } from '../../i18n';

import { HeedTransferBadge, TransferToHeed } from './components/transfer-to-heed';

/** The tabs of a partner's detail page, in the spec's order, each a child route rendered in the tab. */
export const PARTNER_TABS = ['info', 'documents', 'requests', 'invoices', 'reviews'] as const;

/**
 * `/employees/{id}` (administrators): the header (status, restricted reason, full name, rating to two
 * decimals with the review count, Edit and Transfer to Heed) and the tabs; the open tab is the child
 * route (`<Outlet/>`), so documents and requests come from their own features.
 */
export function PartnerLayout() {
  const { t } = useTranslation(['partners', 'ui', 'common']);
  const { partnerId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const partner = usePartnerProfile(partnerId);
  const data = partner.data;
  const name = data ? `${data.firstName} ${data.lastName}` : '';
  useDocumentTitle(name || t('list.title'));
  const active = PARTNER_TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? 'info';
  const tabPath = (tab: string) => `${pathWithId(PATHS.partnerDetail, partnerId)}/${tab}`;

  if (partner.isError) return <Alert type="error">{t('form.loadFailed')}</Alert>;
  if (!data) return <Spinner size="large" />;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            <>
              <StatusBadge status={data.status} label={t(`ui:partnerStatus.${data.status}`)} />{' '}
              <HeedTransferBadge transfer={data.heedTransfer} />{' '}
              {data.status === 'RESTRICTED' && data.restrictedReasonType && (
                <Box variant="span" color="text-status-error">
                  {t(`reasons.${data.restrictedReasonType}`)}{' '}
                </Box>
              )}
              <Box variant="span">
                {data.ratingCount > 0
                  ? `★ ${formatRating(data.ratingScore, data.ratingCount, currentLanguage())}`
                  : t('detail.noRating')}
              </Box>
            </>
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => void navigate(pathWithId(PATHS.editPartner, partnerId))}>
                {t('detail.edit')}
              </Button>
              <TransferToHeed partnerId={partnerId} />
            </SpaceBetween>
          }
        >
          {name}
        </Header>
      }
    >
      <Tabs
        activeTabId={active}
        onChange={({ detail }) => void navigate(tabPath(detail.activeTabId))}
        tabs={PARTNER_TABS.map((tab) => ({
          id: tab,
          label: t(`detail.tabs.${tab}`),
          href: tabPath(tab),
          content: tab === active ? <Outlet /> : null,
        }))}
      />
    </ContentLayout>
  );
}
