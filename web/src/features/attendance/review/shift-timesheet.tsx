import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { SubmitActions } from '../../../components/submit-status';
import { useSubmitState } from '../../../hooks/use-submit-state';
import type { ViewerKind } from '../../../hooks/use-viewer';
import { registerNamespaces } from '../../../i18n';

import { CorrectionModal } from './correction-modal';
import type { CorrectionPurpose } from './correction-modal';
import { TIMESHEETS_TEXTS } from './namespaces';
import { TimesheetCard } from './timesheet-card';
import { hasTimesheet, readsTimesheet, timesheetActions } from './timesheet-view';
import { useShiftTimesheet, useTimesheetMove } from './use-timesheet-review';

registerNamespaces(TIMESHEETS_TEXTS);

/** The card with Approve, Dispute and Settle as the viewer may; the modal for the last two. */
function ReviewedTimesheet({ timesheet, viewer }: { timesheet: TimesheetView; viewer: ViewerKind }) {
  const { t } = useTranslation('timesheets');
  const move = useTimesheetMove();
  const approval = useSubmitState();
  const correction = useSubmitState();
  const [purpose, setPurpose] = useState<CorrectionPurpose | undefined>();
  const actions = timesheetActions(timesheet, viewer);
  const shiftId = timesheet.shiftId;
  const buttons = actions.length > 0 && (
    <SubmitActions state={approval.state}>
      {actions.includes('dispute') && (
        <Button onClick={() => setPurpose('dispute')}>{t('actions.dispute')}</Button>
      )}
      {actions.includes('approve') && (
        <Button
          variant="primary"
          loading={approval.processing}
          onClick={() => void approval.run(() => move.mutateAsync({ shiftId, move: { kind: 'approve' } }))}
        >
          {t('actions.approve')}
        </Button>
      )}
      {actions.includes('settle') && (
        <Button variant="primary" onClick={() => setPurpose('settle')}>
          {t('actions.settle')}
        </Button>
      )}
    </SubmitActions>
  );
  return (
    <>
      {approval.state.status === 'failed' && <Alert type="error">{approval.state.message}</Alert>}
      <TimesheetCard timesheet={timesheet} actions={buttons} forOrganisation={viewer === 'client'} />
      <CorrectionModal
        purpose={purpose}
        timesheet={timesheet}
        state={correction.state}
        onDismiss={() => setPurpose(undefined)}
        onSubmit={(kind, body) =>
          void correction
            .run(() => move.mutateAsync({ shiftId, move: { kind, body } }))
            .then((outcome) => outcome.ok && setPurpose(undefined))
        }
      />
    </>
  );
}

/**
 * The shift detail's timesheet for the organisation and administrators (issue 34 items 3 and 5): shown
 * once the partner has clocked in; nothing for partners (their own card is the attendance feature's).
 */
export function ShiftTimesheet({
  shiftId,
  viewer,
  hasPartner,
}: {
  shiftId: string;
  viewer: ViewerKind;
  hasPartner: boolean;
}) {
  const { t } = useTranslation(['timesheets', 'common']);
  const query = useShiftTimesheet(shiftId, readsTimesheet(viewer, hasPartner));
  if (!readsTimesheet(viewer, hasPartner) || query.isPending) return null;
  if (query.isError) {
    return (
      <Alert
        type="error"
        header={t('card.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>}
      >
        {query.error.message}
      </Alert>
    );
  }
  return hasTimesheet(query.data) ? <ReviewedTimesheet timesheet={query.data} viewer={viewer} /> : null;
}
