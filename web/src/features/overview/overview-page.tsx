import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PATHS } from '../../app/paths';
import { usePortalSession } from '../../app/shell/use-portal-session';
import { usePositions } from '../positions/use-positions';

/**
 * `/dashboard` until the dashboard's statistics arrive: the administrator's landing page, with the
 * areas that exist in this build and their size.
 */
export function OverviewPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const session = usePortalSession();
  const positions = usePositions();

  useEffect(() => {
    document.title = `${t('overview.title')} · ${t('common:appName')}`;
  }, [t]);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={session.email ? t('overview.greeting', { email: session.email }) : undefined}
        >
          {t('overview.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Box variant="p">{t('overview.description')}</Box>
        <ColumnLayout columns={3}>
          <Container header={<Header variant="h2">{t('overview.positionsTitle')}</Header>}>
            <SpaceBetween size="s">
              <Box variant="awsui-value-large">
                {positions.data ? positions.data.length : <Spinner size="big" />}
              </Box>
              <Box variant="p" color="text-body-secondary">
                {t('overview.positionsBody')}
              </Box>
              <Link
                href={PATHS.positions}
                variant="primary"
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(PATHS.positions);
                }}
              >
                {t('overview.positionsLink')}
              </Link>
            </SpaceBetween>
          </Container>
        </ColumnLayout>
      </SpaceBetween>
    </ContentLayout>
  );
}
