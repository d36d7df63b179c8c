import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/**
 * `/employees/{id}/invoices`: invoicing arrives with the invoices issue; until then the tab says so
 * plainly (an empty state, never a broken link).
 */
export function PartnerInvoicesPage() {
  const { t } = useTranslation('partners');
  return (
    <Container>
      <Box textAlign="center" padding="l">
        <SpaceBetween size="xs">
          <Box variant="strong">{t('invoices.empty')}</Box>
          <Box color="text-body-secondary">{t('invoices.note')}</Box>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
