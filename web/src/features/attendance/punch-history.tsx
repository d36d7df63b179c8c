import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';
import { punchesInOrder } from '@careshift/domain/attendance/punch-sequence';

import { formatTime } from '../../app/shift-format';

import type { QueuedPunch } from './punch-queue';

type Punch = TimesheetView['punches'][number];

function PunchLine({ punch }: { punch: Punch }) {
  const { t } = useTranslation(['clockIn', 'timesheets']);
  const details = [
    punch.distance === undefined
      ? undefined
      : t('clockIn:distance', { distance: Math.round(punch.distance) }),
    ...punch.flags.map((flag) => t(`timesheets:flags.${flag}`)),
    punch.reason ? t('clockIn:withReason', { reason: punch.reason }) : undefined,
  ].filter(Boolean);
  return (
    <li>
      <strong>
        {t('clockIn:punchAt', {
          kind: t(`timesheets:punches.kinds.${punch.kind}`),
          time: formatTime(punch.clientTime),
        })}
      </strong>
      {details.length > 0 && <div className="ap-muted">{details.join(' · ')}</div>}
    </li>
  );
}

/** The punches so far, oldest first, and those still waiting on this phone to be sent. */
export function PunchHistory({
  punches,
  queued,
}: {
  punches: readonly Punch[];
  queued: readonly QueuedPunch[];
}) {
  const { t } = useTranslation(['clockIn', 'timesheets']);
  if (punches.length === 0 && queued.length === 0)
    return <Box color="text-body-secondary">{t('clockIn:noPunches')}</Box>;
  return (
    <div>
      <Box variant="h4" padding={{ bottom: 'xxs' }}>
        {t('clockIn:punches')}
      </Box>
      <ul className="ap-punches">
        {punchesInOrder(punches).map((punch) => (
          <PunchLine key={punch.id} punch={punch} />
        ))}
        {queued.map(({ body }) => (
          <li key={body.idempotencyKey}>
            <strong>
              {t('clockIn:punchAt', {
                kind: t(`timesheets:punches.kinds.${body.kind}`),
                time: formatTime(body.clientTime),
              })}
            </strong>
            <div className="ap-muted">{t('clockIn:waiting')}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
