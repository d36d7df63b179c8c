import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

/** Where the shift takes place (partner and client views), with a maps link and the organisation's phone. */
export function AddressCard({
  address,
  phoneNumber,
}: {
  address: NonNullable<ShiftDetail['address']>;
  phoneNumber?: string;
}) {
  const { t } = useTranslation('requests');
  const city = t(`cities.${address.city}`, { defaultValue: address.city });
  return (
    <Container header={<Header variant="h2">{t('address.title')}</Header>}>
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: t('address.street'),
            value: [address.street, address.street2].filter(Boolean).join(', '),
          },
          { label: t('address.city'), value: `${address.postalCode} ${city}` },
          {
            label: t('address.map'),
            value: (
              <Link
                href={address.mapsUrl}
                external
                externalIconAriaLabel={t('ui.opensNewTab')}
                target="_blank"
              >
                {t('address.openMap')}
              </Link>
            ),
          },
          ...(phoneNumber
            ? [{ label: t('address.phone'), value: <Link href={`tel:${phoneNumber}`}>{phoneNumber}</Link> }]
            : []),
        ]}
      />
    </Container>
  );
}
