import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { DetailsCard } from '../../../components/details-card';
import { useCityLabel } from '../../../hooks/use-city-label';

/** Where the shift takes place (partner and client views), with a maps link and the organisation's phone. */
export function AddressCard({
  address,
  phoneNumber,
}: {
  address: NonNullable<ShiftDetail['address']>;
  phoneNumber?: string;
}) {
  const { t } = useTranslation(['shifts', 'ui']);
  const city = useCityLabel()(address.city);
  return (
    <DetailsCard
      title={t('address.title')}
      items={[
        {
          label: t('address.street'),
          value: [address.street, address.street2].filter(Boolean).join(', '),
        },
        { label: t('address.city'), value: `${address.postalCode} ${city}` },
        {
          label: t('address.map'),
          value: (
            <Link href={address.mapsUrl} external externalIconAriaLabel={t('ui:opensNewTab')} target="_blank">
              {t('address.openMap')}
            </Link>
          ),
        },
        ...(phoneNumber
          ? [{ label: t('address.phone'), value: <Link href={`tel:${phoneNumber}`}>{phoneNumber}</Link> }]
          : []),
      ]}
    />
  );
}
