import Badge from '@cloudscape-design/components/badge';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { hoursAndMinutes, TIMESHEET_BADGE_COLOURS } from './timesheet-view';

/** A timesheet's status as a coloured badge, in the interface language. */
export function TimesheetStatusBadge({ status }: { status: TimesheetView['status'] }) {
  const { t } = useTranslation('timesheets');
  return <Badge color={TIMESHEET_BADGE_COLOURS[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Flags in plain words, one per line; "None" without any. */
export function TimesheetFlags({ flags }: { flags: readonly TimesheetView['flags'][number][] }) {
  const { t } = useTranslation('timesheets');
  if (flags.length === 0) return <>{t('card.noFlags')}</>;
  return (
    <>
      {flags.map((flag) => (
        <div key={flag}>{t(`flags.${flag}`)}</div>
      ))}
    </>
  );
}

/** Worked minutes as "7 h 30 min"; a dash before the clock-out. */
export function WorkedHours({ minutes }: { minutes: number | undefined }) {
  const { t } = useTranslation('timesheets');
  if (minutes === undefined) return <>-</>;
  return <>{t('hours', hoursAndMinutes(minutes))}</>;
}
