import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import { PageLayout } from '../../components/page-layout';

import { PortalContactForm } from './components/portal-contact-form';
import { useSenderIdentity } from './use-sender-identity';

/** `/contact-us`: the contact form inside the portal, prefilled with the signed-in user's name and e-mail. */
export function ContactUsPage() {
  const { t } = useTranslation('helpCenter');
  const { identity, loading } = useSenderIdentity();
  return (
    <PageLayout title={t('contact.title')} description={t('contact.description')}>
      {loading || !identity ? (
        <Box textAlign="center" padding="xl">
          <Spinner size="big" />
        </Box>
      ) : (
        <PortalContactForm sender={identity} />
      )}
    </PageLayout>
  );
}
