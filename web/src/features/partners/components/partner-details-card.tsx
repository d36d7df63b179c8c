import type { KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Partner, Position } from '@careshift/contract';

import { formatDate, formatDateTime } from '../../../app/shift-format';
import { DetailsCard } from '../../../components/details-card';
import { positionLabel } from '../../../components/position-name';
import { useCityLabel } from '../../../hooks/use-city-label';

/**
 * The details card ("Employee Details" for administrators, "My Profile" for the partner): every field of
 * the spec; the description (private notes) only when the reply carries it, i.e. for administrators.
 */
export function PartnerDetailsCard({
  partner,
  positions,
  title,
  actions,
}: {
  partner: Partner;
  positions: readonly Position[];
  title: string;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('partners');
  const none = t('detail.none');
  const cityLabel = useCityLabel();
  const { info, bankDetails } = partner;
  const text = (value: string | undefined | null) => (value ? value : none);
  const positionNames = positions
    .filter((p) => partner.positionIds.includes(p.id))
    .map((p) => positionLabel(p, i18n.language));
  const address = info
    ? [
        info.address.street,
        info.address.street2,
        [info.address.postalCode, cityLabel(info.address.city)].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const items: KeyValuePairsProps.Item[] = [
    { label: t('fields.idCard'), value: text(info?.idCard) },
    { label: t('fields.registrationNumber'), value: text(info?.registrationNumber) },
    {
      label: t('fields.registrationExpirationDate'),
      value: partner.registrationExpirationDate
        ? formatDate(`${partner.registrationExpirationDate}T12:00:00Z`)
        : none,
    },
    { label: t('fields.iban'), value: text(bankDetails?.iban) },
    { label: t('fields.bankName'), value: text(bankDetails?.bankName) },
    { label: t('fields.tiNumber'), value: text(bankDetails?.tiNumber) },
    { label: t('fields.lang'), value: info ? t(`languageNames.${info.lang}`) : none },
    { label: t('fields.createdAt'), value: formatDateTime(partner.createdAt) },
    {
      label: t('fields.weeklyShiftLimit'),
      value: partner.weeklyShiftLimit === null ? t('detail.noLimit') : String(partner.weeklyShiftLimit),
    },
    { label: t('fields.email'), value: text(info?.email) },
    { label: t('fields.phone'), value: text(info?.phoneNumber) },
    { label: t('form.address'), value: text(address) },
    { label: t('fields.positions'), value: positionNames.join(', ') || none },
    ...(info?.description !== undefined
      ? [{ label: t('fields.description'), value: text(info.description) }]
      : []),
  ];
  return <DetailsCard title={title} items={items} actions={actions} />;
}
