import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../app/paths';
import { PageLayout } from '../../components/page-layout';
import { RouterLink } from '../../components/router-link';
import { useViewer } from '../../hooks/use-viewer';

const PARTNER_QUESTIONS = ['claim', 'cancel', 'invoices', 'card', 'documents', 'attendance'] as const;
const ORGANISATION_QUESTIONS = ['post', 'cancel', 'pay', 'noShow', 'documents'] as const;

/** `/faq`: what partners and organisations ask, the viewer's own group first. */
export function FaqPage() {
  const { t } = useTranslation('helpCenter');
  const viewer = useViewer();
  const partners = (
    <Container key="partners" header={<Header variant="h2">{t('faq.partnersTitle')}</Header>}>
      <SpaceBetween size="s">
        {PARTNER_QUESTIONS.map((key) => (
          <ExpandableSection key={key} headerText={t(`faq.partners.${key}.question`)} variant="footer">
            {t(`faq.partners.${key}.answer`)}
          </ExpandableSection>
        ))}
      </SpaceBetween>
    </Container>
  );
  const organisations = (
    <Container key="organisations" header={<Header variant="h2">{t('faq.organisationsTitle')}</Header>}>
      <SpaceBetween size="s">
        {ORGANISATION_QUESTIONS.map((key) => (
          <ExpandableSection key={key} headerText={t(`faq.organisations.${key}.question`)} variant="footer">
            {t(`faq.organisations.${key}.answer`)}
          </ExpandableSection>
        ))}
      </SpaceBetween>
    </Container>
  );
  return (
    <PageLayout
      title={t('faq.title')}
      description={
        <>
          {t('faq.description')} <RouterLink href={PATHS.contactUs}>{t('contact.title')}</RouterLink>
        </>
      }
    >
      <SpaceBetween size="l">
        {viewer.kind === 'client' ? [organisations, partners] : [partners, organisations]}
      </SpaceBetween>
    </PageLayout>
  );
}
