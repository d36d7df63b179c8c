import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import type { ShiftDetail } from '@careshift/contract';
import { canMarkPartnerFromShift } from '@careshift/domain/shifts/favourites-access';

import { isApiError } from '../../api/client';
import { PATHS } from '../../app/paths';
import { ActivityPanel } from '../../components/activity/activity-panel';
import { PartnerDocumentsButton } from '../../components/partner-documents-modal';
import { PartnerMarkButtons } from '../../components/partner-marks/partner-mark-buttons';
import { PositionName, positionLabel } from '../../components/position-name';
import { BoostButton } from '../../components/rate-boost/boost-button';
import { BoostedBadge } from '../../components/rate-boost/boosted-badge';
import { ShiftStatusBadge } from '../../components/shift-status-badge';
import { WaitlistCount } from '../../components/waitlist/waitlist-count';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useShift } from '../../hooks/use-shifts';
import { useViewer } from '../../hooks/use-viewer';
import type { PortalViewer } from '../../hooks/use-viewer';
import { PartnerAttendance } from '../attendance';
import { ShiftTimesheet } from '../attendance/review';

import { AddressCard } from './components/address-card';
import { FindSomeone } from './components/find-someone';
import { PartnerCard } from './components/partner-card';
import { PriceOverviewCard } from './components/price-overview-card';
import { ShiftDetailsCard } from './components/shift-details-card';
import { detailCards, reviewBadges, shiftLinks, showsPartnerDocuments } from './shift-detail-view';
import { isGone, ShiftGone, ShiftMissing } from './shift-unavailable';

type ShiftQuery = ReturnType<typeof useShift>;

/** The header: the position, the reference and client, status and review badges, Refresh and Update. */
function ShiftHeader({
  shift,
  query,
  viewer,
}: {
  shift: ShiftDetail;
  query: ShiftQuery;
  viewer: PortalViewer;
}) {
  const { t } = useTranslation(['shifts', 'common']);
  const navigate = useNavigate();
  return (
    <Header
      variant="h1"
      description={t('detail.reference', { ref: shift.refNumber, client: shift.clientName })}
      info={
        <SpaceBetween direction="horizontal" size="xxs">
          <ShiftStatusBadge status={shift.status} reader={viewer.kind} />
          <BoostedBadge boostedAt={shift.boostedAt} />
          {reviewBadges(shift, viewer.kind).map((badge) => (
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
          {/* Issue 35: "Boost rate" while the shift is open and unclaimed (the button checks). */}
          {viewer.kind !== 'partner' && <BoostButton shift={shift} />}
          {shift.actions.includes('update') && (
            <Button
              iconName="edit"
              onClick={() => navigate(`${PATHS.newShift}?id=${encodeURIComponent(shift.id)}`)}
            >
              {t('detail.update')}
            </Button>
          )}
        </SpaceBetween>
      }
    >
      <PositionName position={shift.position} />
    </Header>
  );
}

/** The partner card of a shift with a partner, with the partner's documents where the viewer may read them. */
function ShiftPartnerCard({ shift, viewer }: { shift: ShiftDetail; viewer: PortalViewer }) {
  if (!shift.partner) return null;
  const name = `${shift.partner.firstName} ${shift.partner.lastName}`;
  const documents = showsPartnerDocuments(shift, viewer.kind);
  // Issue 35: favourites and "Do not send again", once the partner worked the shift or did not show.
  const marks = viewer.kind !== 'partner' && canMarkPartnerFromShift(shift, new Date());
  return (
    <PartnerCard
      partner={shift.partner}
      profileHref={shiftLinks(shift, viewer).partner}
      actions={
        (documents || marks) && (
          <SpaceBetween direction="horizontal" size="xs">
            {documents && <PartnerDocumentsButton partnerId={shift.partner.id} partnerName={name} />}
            {marks && (
              <PartnerMarkButtons clientId={shift.clientId} partnerId={shift.partner.id} partnerName={name} />
            )}
          </SpaceBetween>
        )
      }
    />
  );
}

/**
 * `/requests/{id}` (spec section 2), one view per role: header with the position, Request Details with
 * the actions, Price overview, the address card (partners, clients) and the partner card (clients,
 * administrators).
 */
export function ShiftDetailPage() {
  const { t, i18n } = useTranslation('shifts');
  const { shiftId = '' } = useParams();
  const viewer = useViewer();
  const query = useShift(shiftId);
  const shift = query.data;
  useDocumentTitle(
    shift ? `${positionLabel(shift.position, i18n.language)} #${shift.refNumber}` : t('detail.title'),
  );

  if (!shift) return <ShiftMissing query={query} viewer={viewer} shiftId={shiftId} />;
  if (isGone(query))
    return (
      <ShiftGone
        shift={shift}
        viewer={viewer}
        code={isApiError(query.error) ? query.error.code : undefined}
      />
    );
  const cards = detailCards(shift, viewer.kind);
  return (
    <ContentLayout header={<ShiftHeader shift={shift} query={query} viewer={viewer} />}>
      <SpaceBetween size="l">
        <ShiftDetailsCard shift={shift} viewer={viewer} />
        <PartnerAttendance shift={shift} viewer={viewer} />
        <PriceOverviewCard shift={shift} viewer={viewer.kind} />
        {cards.address && shift.address && (
          <AddressCard address={shift.address} phoneNumber={shift.clientPhoneNumber} />
        )}
        {cards.partner && <ShiftPartnerCard shift={shift} viewer={viewer} />}
        {/* Issue 35: how many partners wait for this claimed shift (administrators: who). */}
        <WaitlistCount shift={shift} reader={viewer.kind} />
        {/* Issue 35: "Find someone", on an open shift for its organisation and administrators. */}
        <FindSomeone shift={shift} viewer={viewer.kind} />
        <ShiftTimesheet shiftId={shift.id} viewer={viewer.kind} hasPartner={Boolean(shift.partner)} />
        {viewer.kind === 'administrator' && <ActivityPanel subjectType="shift" subjectId={shift.id} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
