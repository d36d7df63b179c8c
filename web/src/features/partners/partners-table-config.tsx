import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { PartnerListItem, PartnerProfile } from '@careshift/contract';
import { isRegistrationExpiryWarning } from '@careshift/domain/partners/status';

import { PATHS, pathWithId } from '../../app/paths';
import { formatDate, formatRating } from '../../app/shift-format';
import { RouterLink } from '../../components/router-link';
import { StatusBadge } from '../../components/status-badge';

import { HeedTransferBadge } from './components/transfer-to-heed';

/**
 * The partner list's columns (spec section 2 "Partners"); the name carries "Transferred to Heed on …" once
 * the partner was transferred (the list reply's date; administrators only, issue 32 item 12).
 */
export function partnerColumns(
  t: TFunction<['partners', 'ui']>,
  language: string,
  onDelete: (partner: PartnerProfile) => void,
): TableProps.ColumnDefinition<PartnerListItem>[] {
  const now = new Date();
  return [
    {
      id: 'name',
      header: t('list.columns.name'),
      cell: (p) => (
        <>
          <RouterLink href={pathWithId(PATHS.partnerInfo, p.id)}>{`${p.firstName} ${p.lastName}`}</RouterLink>
          {p.heedTransferredAt && (
            <Box variant="div" padding={{ top: 'xxs' }}>
              <HeedTransferBadge transfer={{ transferredAt: p.heedTransferredAt }} />
            </Box>
          )}
        </>
      ),
    },
    {
      id: 'rating',
      header: t('list.columns.rating'),
      cell: (p) => formatRating(p.ratingScore, p.ratingCount, language),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      cell: (p) => (
        <>
          <StatusBadge status={p.status} label={t(`ui:partnerStatus.${p.status}`)} />
          {p.status === 'RESTRICTED' && p.restrictedReasonType && (
            <Box variant="div" fontSize="body-s" color="text-status-error">
              {t(`reasons.${p.restrictedReasonType}`)}
            </Box>
          )}
        </>
      ),
    },
    {
      id: 'expiry',
      header: t('list.columns.expiry'),
      cell: (p) => {
        const text = p.registrationExpirationDate
          ? formatDate(`${p.registrationExpirationDate}T12:00:00Z`)
          : t('list.missingExpiry');
        return isRegistrationExpiryWarning(p.registrationExpirationDate, now) ? (
          <Box color="text-status-error">{text}</Box>
        ) : (
          text
        );
      },
    },
    { id: 'createdAt', header: t('list.columns.createdAt'), cell: (p) => formatDate(p.createdAt) },
    {
      id: 'view',
      header: t('list.columns.view'),
      cell: (p) => (
        <RouterLink href={pathWithId(PATHS.partnerDetail, p.id)}>{t('list.columns.view')}</RouterLink>
      ),
    },
    {
      id: 'delete',
      header: t('list.columns.delete'),
      cell: (p) => (
        <Button
          variant="inline-icon"
          iconName="remove"
          ariaLabel={`${t('list.columns.delete')} ${p.firstName} ${p.lastName}`}
          onClick={() => onDelete(p)}
        />
      ),
    },
  ];
}
