import './attendance-controls.css';

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { colorTextBodySecondary } from '@cloudscape-design/design-tokens';
import { lazy, Suspense, useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';
import { nextPunchKinds } from '@careshift/domain/attendance/punch-sequence';

import { registerNamespaces } from '../../i18n';

import { CLOCK_IN_TEXTS } from './namespaces';
import { PunchHistory } from './punch-history';
import type { PunchKind } from './punch-sender';
import { useMyTimesheet } from './use-my-timesheet';
import { usePunch } from './use-punch';

registerNamespaces(CLOCK_IN_TEXTS);

// The reason dialog (Cloudscape's Modal and Textarea) is asked for in a task of its own after the
// controls are drawn, not in the same long task: it is there, offline too, when a punch needs a reason.
const loadReasonModal = () => import('./punch-reason-modal');
const PunchReasonModal = lazy(async () => ({ default: (await loadReasonModal()).PunchReasonModal }));

const TOKENS = { '--ap-muted': colorTextBodySecondary } as CSSProperties;

/** The timesheet's status and flags in plain words, and the hours once clocked out. */
function TimesheetSummary({ timesheet }: { timesheet: TimesheetView }) {
  const { t } = useTranslation(['clockIn', 'timesheets']);
  const worked = timesheet.status === 'OPEN' ? undefined : timesheet.workedMinutes;
  return (
    <div>
      <div>
        {t('clockIn:status')}: <strong>{t(`timesheets:statuses.${timesheet.status}`)}</strong>
      </div>
      {worked !== undefined && (
        <div>{t('clockIn:worked', { hours: Math.floor(worked / 60), minutes: worked % 60 })}</div>
      )}
      {timesheet.flags.length > 0 && (
        <div>
          {t('clockIn:flags')}: {timesheet.flags.map((flag) => t(`timesheets:flags.${flag}`)).join(' · ')}
        </div>
      )}
    </div>
  );
}

type Punching = ReturnType<typeof usePunch>;

/** The punches the domain offers next, the first one primary, and why the position is asked. */
function PunchButtons({ next, punching }: { next: readonly PunchKind[]; punching: Punching }) {
  const { t } = useTranslation(['clockIn', 'timesheets']);
  return (
    <>
      <div className="ap-buttons">
        {next.map((kind, index) => (
          <Button
            key={kind}
            variant={index === 0 ? 'primary' : 'normal'}
            loading={punching.busy === kind}
            disabled={punching.busy !== undefined && punching.busy !== kind}
            onClick={() => void punching.punch(kind)}
          >
            {t(`timesheets:punches.kinds.${kind}`)}
          </Button>
        ))}
      </div>
      <div className="ap-muted">{t('clockIn:positionNote')}</div>
    </>
  );
}

/** The timesheet, the punching, and what the domain offers next (queued punches included). */
function useAttendance(shiftId: string) {
  const timesheet = useMyTimesheet(shiftId);
  const punching = usePunch(shiftId);
  const punches = timesheet.data?.punches ?? [];
  const queued = punching.queued.map(({ body }) => ({ kind: body.kind, clientTime: body.clientTime }));
  // Offline at page load the read waits: the punches queued here still say what comes next.
  const ready = timesheet.data !== undefined || timesheet.fetchStatus === 'paused' || timesheet.isError;
  return { timesheet, punching, punches, ready, next: ready ? nextPunchKinds([...punches, ...queued]) : [] };
}

/**
 * The partner's clock in, breaks and clock out on one shift (issue 34, item 1): what may come next is the
 * domain's `nextPunchKinds` of the punches so far (those still queued on this phone included); the
 * position is asked only when a punch is taken, and why is said before.
 */
export function AttendanceControls({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation('clockIn');
  const { timesheet, punching, punches, ready, next } = useAttendance(shiftId);
  const pending = punching.pendingReason;
  useEffect(() => void loadReasonModal(), []);
  return (
    <div className="ap-block" style={TOKENS}>
      {timesheet.data && <TimesheetSummary timesheet={timesheet.data} />}
      {timesheet.isError && <Alert type="warning">{t('loadFailed')}</Alert>}
      {next.length > 0 && <PunchButtons next={next} punching={punching} />}
      {ready && next.length === 0 && <div>{t('done')}</div>}
      <div aria-live="polite">
        {punching.notice && <Alert type={punching.notice.type}>{punching.notice.text}</Alert>}
      </div>
      <PunchHistory punches={punches} queued={punching.queued} />
      {pending && (
        <Suspense fallback={null}>
          <PunchReasonModal
            key={pending.body.idempotencyKey}
            pending={pending}
            onSend={(reason) => void punching.giveReason(reason)}
            onCancel={punching.cancelReason}
          />
        </Suspense>
      )}
    </div>
  );
}
