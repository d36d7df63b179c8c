import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { formatRating } from '../shift-format';

import { RouterLink } from './router-link';

/** The partner doing the shift (client view; administrators get the profile link). */
export function PartnerCard({
  partner,
  profileHref,
}: {
  partner: NonNullable<ShiftDetail['partner']>;
  profileHref?: string;
}) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const name = `${partner.firstName} ${partner.lastName}`;
  return (
    <Container header={<Header variant="h2">{t('partner.title')}</Header>}>
      <KeyValuePairs
        columns={2}
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
    </Container>
  );
}
