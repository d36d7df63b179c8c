import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { formatRating } from '../../../app/shift-format';
import { DetailsCard } from '../../../components/details-card';
import { RouterLink } from '../../../components/router-link';
import { currentLanguage } from '../../../i18n';

/** The partner doing the shift (client view; administrators get the profile link). */
export function PartnerCard({
  partner,
  profileHref,
  actions,
}: {
  partner: NonNullable<ShiftDetail['partner']>;
  profileHref?: string;
  /** Buttons in the card's header (the organisation's "Documents"). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('shifts');
  const language = currentLanguage();
  const name = `${partner.firstName} ${partner.lastName}`;
  return (
    <DetailsCard
      title={t('partner.title')}
      actions={actions}
      items={[
        {
          label: t('partner.name'),
          value: profileHref ? <RouterLink href={profileHref}>{name}</RouterLink> : name,
        },
        {
          label: t('partner.rating'),
          value:
            partner.ratingCount > 0 ? (
              <span>
                <Icon name="star-filled" variant="warning" />{' '}
                {formatRating(partner.ratingScore, partner.ratingCount, language)}
              </span>
            ) : (
              t('partner.noRating')
            ),
        },
        ...(partner.phoneNumber
          ? [
              {
                label: t('partner.phone'),
                value: <Link href={`tel:${partner.phoneNumber}`}>{partner.phoneNumber}</Link>,
              },
            ]
          : []),
        ...(partner.email
          ? [
              {
                label: t('partner.email'),
                value: <Link href={`mailto:${partner.email}`}>{partner.email}</Link>,
              },
            ]
          : []),
      ]}
    />
  );
}
