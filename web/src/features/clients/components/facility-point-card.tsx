import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { Client, FacilityPoint } from '@careshift/contract';
import type { GeoPoint } from '@careshift/domain/attendance/types';
import { cityCentre } from '@careshift/domain/places/cyprus-places';

import { isApiError } from '../../../api/client';
import { useNotify } from '../../../app/shell/notifications';
import { formatDateTime } from '../../../app/shift-format';
import { SubmitStatus } from '../../../components/submit-status';
import { failureOf, useSubmitState } from '../../../hooks/use-submit-state';
import { useValidationMessage } from '../../../i18n/validation';
import { isSavedPoint } from '../facility-point-values';
import { useClientAttendanceMutations } from '../use-client-attendance';
import { useFacilityPin } from '../use-facility-pin';

import { FacilityPointEditor } from './facility-point-editor';

/** Confirmed (by whom, when), only placed, or none yet: what the radius is measured from today. */
function PointStatus({ point }: { point: FacilityPoint | undefined }) {
  const { t } = useTranslation('clients');
  if (!point) return <Alert type="warning">{t('attendance.pointNone')}</Alert>;
  if (!point.confirmed) return <Alert type="warning">{t('attendance.pointUnconfirmed')}</Alert>;
  const date = formatDateTime(point.confirmedAt);
  return (
    <StatusIndicator type="success">
      {point.confirmedByName
        ? t('attendance.pointConfirmed', { name: point.confirmedByName, date })
        : t('attendance.pointConfirmedNoName', { date })}
    </StatusIndicator>
  );
}

/** Saving the pin: an administrator's confirmation or an organisation user's placement. */
function usePointSave(client: Client, canConfirm: boolean) {
  const { t } = useTranslation('clients');
  const notify = useNotify();
  const fieldMessage = useValidationMessage();
  const mutations = useClientAttendanceMutations(client.id);
  const submit = useSubmitState();
  const mutation = canConfirm ? mutations.confirm : mutations.place;
  const save = async (point: GeoPoint) => {
    const outcome = await submit.run(() => mutation.mutateAsync(point));
    if (!outcome.ok) return;
    notify({ type: 'success', content: t(canConfirm ? 'attendance.confirmed' : 'attendance.pointSaved') });
  };
  const { state } = submit;
  const fieldError =
    state.status === 'failed' && isApiError(state.error)
      ? Object.values(state.error.fieldErrors)[0]
      : undefined;
  const failure = fieldError ? fieldMessage(fieldError) : failureOf(state);
  return { submit, save, failure };
}

/** The action of the reader's role, with its state and what it means. */
function PointActions(props: {
  canConfirm: boolean;
  submit: ReturnType<typeof useSubmitState>;
  disabled: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation('clients');
  const { canConfirm, submit } = props;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <SubmitStatus state={submit.state} />
      <Button
        variant="primary"
        loading={submit.processing}
        disabled={submit.processing || props.disabled}
        onClick={props.onSave}
      >
        {canConfirm ? t('attendance.confirm') : t('attendance.savePoint')}
      </Button>
      <Box variant="small" color="text-body-secondary">
        {canConfirm ? t('attendance.confirmHint') : t('attendance.savePointHint')}
      </Box>
    </SpaceBetween>
  );
}

/**
 * The facility point (issue 34): its status, the pin to place, and the action of the reader's role:
 * an administrator confirms the pin (placing it in the same step); an organisation user saves it for
 * an administrator to confirm.
 */
export function FacilityPointCard({ client, canConfirm }: { client: Client; canConfirm: boolean }) {
  const { t } = useTranslation('clients');
  const pin = useFacilityPin(client);
  const { submit, save, failure } = usePointSave(client, canConfirm);
  const saved = client.attendance?.facilityPoint;
  const unchanged = isSavedPoint(pin.pin, saved);
  // Nothing to do: the pin is the confirmed point, or (for a user who cannot confirm) the saved one.
  const done = unchanged && Boolean(saved?.confirmed || !canConfirm);
  // The city's centre is where the pin starts, never a building: it must be moved first.
  const atCityCentre = isSavedPoint(pin.pin, cityCentre(client.address.city));
  return (
    <Container
      header={
        <Header variant="h2" description={t('attendance.pointDescription')}>
          {t('attendance.pointTitle')}
        </Header>
      }
      footer={
        <PointActions
          canConfirm={canConfirm}
          submit={submit}
          disabled={done || atCityCentre || Boolean(pin.textProblem)}
          onSave={() => void save(pin.pin)}
        />
      }
    >
      <SpaceBetween size="l">
        <PointStatus point={saved} />
        {saved && !unchanged && <Alert type="info">{t('attendance.pointMoved')}</Alert>}
        {failure && <Alert type="error">{failure}</Alert>}
        <FacilityPointEditor client={client} pin={pin} disabled={submit.processing} />
      </SpaceBetween>
    </Container>
  );
}
