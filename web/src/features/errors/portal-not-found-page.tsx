import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PATHS } from '../../app/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * The 404 inside the portal (an unknown address, or a page the role may not open): drawn in the shell
 * with Cloudscape like every portal page, in the shell's one <main>.
 */
export function PortalNotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <ContentLayout header={<Header variant="h1">{t('notFound.title')}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{t('notFound.body')}</Box>
        <Button variant="primary" onClick={() => navigate(PATHS.landing)}>
          {t('actions.goHome')}
        </Button>
      </SpaceBetween>
    </ContentLayout>
  );
}
