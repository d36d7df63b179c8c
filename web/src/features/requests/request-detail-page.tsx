import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { isApiError } from '../../api/client';
import { PATHS } from '../../app/paths';

import { AddressCard } from './components/address-card';
import { PartnerCard } from './components/partner-card';
import { PriceOverviewCard } from './components/price-overview-card';
import { RequestDetailsCard } from './components/request-details-card';
import { ShiftStatusBadge } from './components/shift-status-badge';
import { detailCards, reviewBadges, shiftLinks } from './shift-detail-view';
import { useDocumentTitle } from './use-document-title';
import { useShift } from './use-shifts';
import { useShiftViewer } from './use-viewer';

/** Where "back to the list" goes for each role. */
const LIST_PATH = {
  administrator: PATHS.requests,
  client: PATHS.requests,
  partner: PATHS.findShift,
} as const;

/**
 * `/requests/{id}` (spec section 2), one view per role: header with the position, Request Details with
 * the actions, Price overview, the address card (partners, clients) and the partner card (clients,
 * administrators).
 */
export function RequestDetailPage() {
  const { t } = useTranslation(['requests', 'common']);
  const navigate = useNavigate();
  const { requestId = '' } = useParams();
  const viewer = useShiftViewer();
  const query = useShift(requestId);
  const shift = query.data;
  useDocumentTitle(shift ? `${shift.position.name} #${shift.refNumber}` : t('detail.title'));

  if (query.isPending) {
    return (
      <ContentLayout header={<Header variant="h1">{t('detail.title')}</Header>}>
        <Spinner size="large" />
      </ContentLayout>
    );
  }
  if (!shift) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <ContentLayout header={<Header variant="h1">{t('detail.title')}</Header>}>
        <Alert
          type="error"
          header={notFound ? t('detail.notFound') : t('detail.loadFailed')}
          action={
            notFound ? (
              <Button onClick={() => navigate(LIST_PATH[viewer.kind])}>{t('detail.backToList')}</Button>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
            )
          }
        >
          {notFound ? t('detail.notFoundBody') : query.error?.message}
        </Alert>
      </ContentLayout>
    );
  }

  const cards = detailCards(shift, viewer.kind);
  const badges = reviewBadges(shift, viewer.kind);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('detail.reference', { ref: shift.refNumber, client: shift.clientName })}
          info={
            <SpaceBetween direction="horizontal" size="xxs">
              <ShiftStatusBadge status={shift.status} />
              {badges.map((badge) => (
                <Badge key={badge} color={badge === 'reviewed' ? 'green' : 'severity-low'}>
                  {t(`badges.${badge}`)}
                </Badge>
              ))}
            </SpaceBetween>
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                iconName="refresh"
                ariaLabel={t('common:actions.refresh')}
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              />
              {shift.actions.includes('update') && (
                <Button
                  iconName="edit"
                  onClick={() => navigate(`${PATHS.requestsNew}?id=${encodeURIComponent(shift.id)}`)}
                >
                  {t('detail.update')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {shift.position.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <RequestDetailsCard shift={shift} viewer={viewer} />
        <PriceOverviewCard shift={shift} viewer={viewer.kind} />
        {cards.address && shift.address && (
          <AddressCard address={shift.address} phoneNumber={shift.clientPhoneNumber} />
        )}
        {cards.partner && shift.partner && (
          <PartnerCard partner={shift.partner} profileHref={shiftLinks(shift, viewer.kind).partner} />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
