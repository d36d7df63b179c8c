import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import type { ShiftRow } from '@careshift/contract';

import { isApiError } from '../../api/client';
import { PATHS } from '../../app/paths';
import { formatDate, formatMoney, formatShiftEnd, formatTime } from '../../app/shift-format';
import { PositionName, positionLabel } from '../../components/position-name';
import { BoostedBadge } from '../../components/rate-boost/boosted-badge';
import { WaitlistPanel } from '../../components/waitlist/waitlist-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useShiftWaitlist } from '../../hooks/use-waitlist';
import { currentLanguage } from '../../i18n';

/** The claimed shift the partner may wait for: when, where, what it pays. */
function ShiftSummary({ shift }: { shift: ShiftRow }) {
  const { t } = useTranslation(['shifts']);
  const language = currentLanguage();
  return (
    <KeyValuePairs
      columns={1}
      items={[
        {
          label: t('shifts:detail.time'),
          value: `${formatDate(shift.startDate)} ${formatTime(shift.startDate)} – ${formatShiftEnd(shift.startDate, shift.endDate)}`,
        },
        { label: t('shifts:detail.client'), value: shift.clientName },
        {
          label: t('shifts:price.earnings'),
          value: (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <span>{formatMoney(shift.cost.employeeEarnings ?? shift.cost.totalCost, language)}</span>
              <BoostedBadge boostedAt={shift.boostedAt} />
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

/**
 * `/requests/{id}/waitlist` (issue 35 item 3): a partner's view of a shift someone else claimed, from
 * its "Join the waitlist" link on Find a shift: the shift, the place in line, join or leave. Phone first.
 */
export function ShiftWaitlistPage() {
  const { t, i18n } = useTranslation(['waitlist', 'common']);
  const { shiftId = '' } = useParams();
  const navigate = useNavigate();
  const query = useShiftWaitlist(shiftId);
  const waitlist = query.data;
  const shift = waitlist?.shift;
  useDocumentTitle(shift ? `${t('title')} · ${positionLabel(shift.position, i18n.language)}` : t('title'));
  const back = <Button onClick={() => navigate(PATHS.findShift)}>{t('back')}</Button>;
  if (!waitlist || !shift) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <ContentLayout header={<Header variant="h1">{t('title')}</Header>}>
        {query.isPending ? (
          <StatusIndicator type="loading">{t('loading')}</StatusIndicator>
        ) : (
          <Alert
            type="error"
            header={notFound ? t('notFound') : t('loadFailed')}
            action={
              notFound ? (
                back
              ) : (
                <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
              )
            }
          />
        )}
      </ContentLayout>
    );
  }
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={`#${shift.refNumber} · ${shift.clientName}`}>
          <PositionName position={shift.position} />
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('title')}</Header>}>
          <WaitlistPanel waitlist={waitlist} />
        </Container>
        <Container>
          <ShiftSummary shift={shift} />
        </Container>
        <Box>{back}</Box>
      </SpaceBetween>
    </ContentLayout>
  );
}
