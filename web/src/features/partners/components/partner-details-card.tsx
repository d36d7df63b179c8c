import Button from '@cloudscape-design/components/button';
import type { KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Partner, Position } from '@careshift/contract';

import { formatDate, formatDateTime } from '../../../app/shift-format';
import { DetailsCard } from '../../../components/details-card';
import { positionLabel } from '../../../components/position-name';
import { useCityLabel } from '../../../hooks/use-city-label';
import { usePositions } from '../../../hooks/use-positions';

/** "Street, Street 2, 1234 City": the parts there are. */
function addressLine(
  address: { street?: string | null; street2?: string | null; postalCode?: string | null; city?: string },
  cityLabel: (city: string | undefined) => string,
): string {
  const place = [address.postalCode, cityLabel(address.city)].filter(Boolean).join(' ');
  return [address.street, address.street2, place].filter(Boolean).join(', ');
}

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
  // The fields whose label is `fields.<name>` and whose value is the text or "none".
  const texts = <K extends 'idCard' | 'registrationNumber' | 'email' | 'iban' | 'bankName' | 'tiNumber'>(
    source: Partial<Record<K, string | null>> | null | undefined,
    names: readonly K[],
  ) => names.map((name) => ({ label: t(`fields.${name}`), value: text(source?.[name]) }));
  const positionNames = positions
    .filter((p) => partner.positionIds.includes(p.id))
    .map((p) => positionLabel(p, i18n.language));
  const address = info ? addressLine(info.address, cityLabel) : '';
  const expiry = partner.registrationExpirationDate;
  const items: KeyValuePairsProps.Item[] = [
    ...texts(info, ['idCard', 'registrationNumber']),
    {
      label: t('fields.registrationExpirationDate'),
      value: expiry ? formatDate(`${expiry}T12:00:00Z`) : none,
    },
    ...texts(bankDetails, ['iban', 'bankName', 'tiNumber']),
    { label: t('fields.lang'), value: info ? t(`languageNames.${info.lang}`) : none },
    { label: t('fields.createdAt'), value: formatDateTime(partner.createdAt) },
    {
      label: t('fields.weeklyShiftLimit'),
      value: partner.weeklyShiftLimit === null ? t('detail.noLimit') : String(partner.weeklyShiftLimit),
    },
    ...texts(info, ['email']),
    { label: t('fields.phone'), value: text(info?.phoneNumber) },
    { label: t('form.address'), value: text(address) },
    { label: t('fields.positions'), value: positionNames.join(', ') || none },
    ...(info?.description !== undefined
      ? [{ label: t('fields.description'), value: text(info.description) }]
      : []),
  ];
  return <DetailsCard title={title} items={items} actions={actions} />;
}

/** A partner's info page: the details card with Edit (to `editPath`), then what the page adds below it. */
export function PartnerInfo({
  partner,
  title,
  editLabel,
  editPath,
  children,
}: {
  partner: Partner;
  title: string;
  editLabel: string;
  editPath: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const positions = usePositions();
  return (
    <SpaceBetween size="l">
      <PartnerDetailsCard
        partner={partner}
        positions={positions.data ?? []}
        title={title}
        actions={<Button onClick={() => void navigate(editPath)}>{editLabel}</Button>}
      />
      {children}
    </SpaceBetween>
  );
}
