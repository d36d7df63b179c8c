import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { formatDate, formatTime } from '../../app/shift-format';
import { useShiftWaitlist } from '../../hooks/use-waitlist';

/**
 * The waitlist on a claimed shift's page for its organisation (how many partners wait) and
 * administrators (also who, in line order). Nothing for partners, other shifts, or while nobody waits.
 */
export function WaitlistCount({
  shift,
  reader,
}: {
  shift: ShiftDetail;
  reader: 'administrator' | 'client' | 'partner';
}) {
  const administrator = reader === 'administrator';
  const { t } = useTranslation('waitlist');
  const query = useShiftWaitlist(shift.id, shift.status === 'CLAIMED' && reader !== 'partner');
  const waitlist = query.data;
  if (reader === 'partner' || shift.status !== 'CLAIMED' || !waitlist || waitlist.count === 0) return null;
  const header = (
    <Header
      variant="h2"
      counter={`(${waitlist.count})`}
      description={t('waiting', { count: waitlist.count })}
    >
      {t('title')}
    </Header>
  );
  if (!administrator || !waitlist.line) return <Container header={header}>{t('explain')}</Container>;
  return (
    <Table
      header={header}
      variant="container"
      items={waitlist.line}
      trackBy="partnerId"
      columnDefinitions={[
        { id: 'place', header: t('columns.place'), cell: (item) => item.place },
        { id: 'partner', header: t('columns.partner'), cell: (item) => item.partnerName },
        {
          id: 'joined',
          header: t('columns.joined'),
          cell: (item) => `${formatDate(item.joinedAt)} ${formatTime(item.joinedAt)}`,
        },
      ]}
    />
  );
}
