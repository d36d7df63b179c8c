import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../app/paths';
import { RouterLink } from '../../../components/router-link';
import { useSystemSettings } from '../../../hooks/use-system-settings';

/** The system split and night window the rates are read with (settings-get), linking to /configuration. */
export function SettingsCard() {
  const { t } = useTranslation('positions');
  const query = useSystemSettings();
  const settings = query.data?.settings;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={query.data && !query.data.saved ? t('configCard.defaults') : undefined}
          actions={<RouterLink href={PATHS.configuration}>{t('configCard.edit')}</RouterLink>}
        >
          {t('configCard.title')}
        </Header>
      }
    >
      {settings ? (
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('configCard.commission'), value: `${settings.companyCommissionRatePercent}%` },
            { label: t('configCard.partnerShare'), value: `${settings.employeeRatePercent}%` },
            {
              label: t('configCard.nightWindow'),
              value: `${settings.nightShiftStartHour}:00 – ${settings.nightShiftEndHour}:00`,
            },
          ]}
        />
      ) : query.isError ? (
        <Box color="text-status-error">{t('configCard.failed')}</Box>
      ) : (
        <Spinner />
      )}
    </Container>
  );
}
