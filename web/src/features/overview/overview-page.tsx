import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../app/paths';
import { usePortalSession } from '../../app/shell/use-portal-session';
import { PageLayout } from '../../components/page-layout';
import { RouterLink } from '../../components/router-link';
import { usePositions } from '../../hooks/use-positions';

/**
 * `/dashboard` until the dashboard's statistics arrive: the administrator's landing page, with the
 * areas that exist in this build and their size.
 */
export function OverviewPage() {
  const { t } = useTranslation('shell');
  const session = usePortalSession();
  const positions = usePositions();

  return (
    <PageLayout
      title={t('overview.title')}
      description={session.email ? t('overview.greeting', { email: session.email }) : undefined}
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
              <RouterLink href={PATHS.positions} variant="primary">
                {t('overview.positionsLink')}
              </RouterLink>
            </SpaceBetween>
          </Container>
        </ColumnLayout>
      </SpaceBetween>
    </PageLayout>
  );
}
