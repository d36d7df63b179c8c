import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { ShiftDetail } from '@careshift/contract';

import { isApiError } from '../../api/client';
import { PATHS } from '../../app/paths';
import { PositionName } from '../../components/position-name';
import { TakenShiftWaitlistButton } from '../../components/waitlist/taken-shift-waitlist-button';
import type { useShift } from '../../hooks/use-shifts';
import type { PortalViewer } from '../../hooks/use-viewer';

/*
 * The shift page when the shift cannot be shown (`/requests/{id}`): loading, not found or not the
 * viewer's, the read failed, or it went away while open (cancelled, or claimed by another partner:
 * issue 35 offers a partner its waitlist then).
 */

/** Where "back to the list" goes for each role. */
const LIST_PATH = {
  administrator: PATHS.shifts,
  client: PATHS.shifts,
  partner: PATHS.findShift,
} as const;

type ShiftQuery = ReturnType<typeof useShift>;

/**
 * Why the shift cannot be shown: not found (or not the viewer's; issue 35: a partner's shift another
 * partner claimed is said so), or the read failed (the error's own text).
 */
function missingReason(query: ShiftQuery) {
  const error = isApiError(query.error) ? query.error : undefined;
  const notFound = error?.status === 404 || error?.status === 403;
  if (notFound && error?.code === 'SHIFT_TAKEN')
    return {
      notFound,
      code: error.code,
      header: 'detail.takenTitle',
      body: 'detail.takenBody',
      taken: true,
    } as const;
  if (notFound)
    return {
      notFound,
      code: error?.code,
      header: 'detail.notFound',
      body: 'detail.notFoundBody',
      taken: false,
    } as const;
  return { notFound, code: undefined, header: 'detail.loadFailed', body: undefined, taken: false } as const;
}

/** Loading, or why the shift cannot be shown (missingReason). */
export function ShiftMissing({
  query,
  viewer,
  shiftId,
}: {
  query: ShiftQuery;
  viewer: PortalViewer;
  shiftId: string;
}) {
  const { t } = useTranslation(['shifts', 'common']);
  const navigate = useNavigate();
  const { notFound, code, header, body, taken } = missingReason(query);
  return (
    <ContentLayout header={<Header variant="h1">{t('detail.title')}</Header>}>
      {query.isPending ? (
        <Spinner size="large" />
      ) : (
        <Alert
          type={taken ? 'warning' : 'error'}
          header={t(header)}
          action={
            notFound ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => navigate(LIST_PATH[viewer.kind])}>{t('detail.backToList')}</Button>
                {/* Issue 35: a partner opening a shift another partner claimed may join its waitlist. */}
                <TakenShiftWaitlistButton shiftId={shiftId} reader={viewer.kind} code={code} />
              </SpaceBetween>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
            )
          }
        >
          {body ? t(body) : query.error?.message}
        </Alert>
      )}
    </ContentLayout>
  );
}

/** The shift was shown, and reading it again now answers 404: it is no longer the viewer's to see. */
export function isGone(query: ShiftQuery): boolean {
  return query.data !== undefined && isApiError(query.error) && query.error.status === 404;
}

/**
 * A shift that went away while open (cancelled, or claimed by another partner): said so, instead of
 * "Request not found" for a shift the partner was just looking at.
 */
export function ShiftGone({
  shift,
  viewer,
  code,
}: {
  shift: ShiftDetail;
  viewer: PortalViewer;
  code?: string;
}) {
  const { t } = useTranslation('shifts');
  const body =
    code === 'SHIFT_CANCELLED'
      ? t('detail.goneCancelledBody')
      : code === 'SHIFT_TAKEN'
        ? t('detail.goneTakenBody')
        : t('detail.goneBody');
  const navigate = useNavigate();
  return (
    <ContentLayout
      header={
        <Header variant="h1">
          <PositionName position={shift.position} />
        </Header>
      }
    >
      <Alert
        type="warning"
        header={t('detail.goneTitle', { ref: shift.refNumber })}
        action={
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => navigate(LIST_PATH[viewer.kind])}>{t('detail.backToList')}</Button>
            {/* Issue 35: a shift another partner claimed may still come free: its waitlist. */}
            <TakenShiftWaitlistButton shiftId={shift.id} reader={viewer.kind} code={code} shift={shift} />
          </SpaceBetween>
        }
      >
        {body}
      </Alert>
    </ContentLayout>
  );
}
