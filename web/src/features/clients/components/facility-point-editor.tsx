import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Client } from '@careshift/contract';
import { cityCentre } from '@careshift/domain/places/cyprus-places';

import { useCityLabel } from '../../../hooks/use-city-label';
import { useValidationMessage } from '../../../i18n/validation';
import type { useFacilityPin } from '../use-facility-pin';

// Leaflet and its tiles load with this page only (issue 34), never with the rest of the portal.
const FacilityMap = lazy(() => import('./facility-map'));

/** A map that failed to load (offline, a blocked chunk) leaves the coordinates field to work with. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What happened to the pin last: it starts at the city's centre, the browser's position, or a refusal. */
function PinNoteText({ pin, city }: { pin: ReturnType<typeof useFacilityPin>; city: string }) {
  const { t } = useTranslation('clients');
  const { note } = pin;
  if (note.kind === 'city') return <Alert type="info">{t('attendance.pointFromCity', { city })}</Alert>;
  if (note.kind === 'position')
    return (
      <Box color="text-status-success">{t('attendance.positionFound', { accuracy: note.accuracy })}</Box>
    );
  if (note.kind === 'problem') return <Alert type="warning">{t(`attendance.${note.problem}`)}</Alert>;
  return null;
}

/**
 * Placing the pin (issue 34): the map (drag or click), the coordinates field (paste "35.1856,
 * 33.3823" from any map; the keyboard's way), the browser's current position, and back to the city's
 * centre.
 */
export function FacilityPointEditor({
  client,
  pin,
  disabled,
}: {
  client: Client;
  pin: ReturnType<typeof useFacilityPin>;
  disabled: boolean;
}) {
  const { t } = useTranslation(['clients', 'validation']);
  const cityLabel = useCityLabel();
  const fieldMessage = useValidationMessage();
  const city = cityLabel(client.address.city);
  const centre = cityCentre(client.address.city);
  const radius = client.attendance?.radiusMetres ?? 300;
  const problem =
    pin.textProblem === 'outsideCyprus'
      ? fieldMessage('validation.outsideCyprus')
      : pin.textProblem && t('attendance.coordinatesInvalid');
  return (
    <SpaceBetween size="m">
      <PinNoteText pin={pin} city={city} />
      <MapBoundary fallback={<Alert type="warning">{t('attendance.mapUnavailable')}</Alert>}>
        <Suspense fallback={<Spinner size="large" />}>
          <FormField label={t('attendance.map')} description={t('attendance.mapHint')} stretch>
            <FacilityMap
              pin={pin.pin}
              radiusMetres={radius}
              spanMetres={pin.note.kind === 'city' ? 2500 : Math.max(radius * 1.3, 120)}
              label={t('attendance.map')}
              onMove={pin.move}
            />
          </FormField>
        </Suspense>
      </MapBoundary>
      <FormField
        label={t('attendance.coordinates')}
        description={t('attendance.coordinatesHint')}
        errorText={problem}
      >
        <Input
          value={pin.text}
          onChange={({ detail }) => pin.type(detail.value)}
          invalid={Boolean(problem)}
          disabled={disabled}
          inputMode="decimal"
        />
      </FormField>
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          formAction="none"
          iconName="location-pin"
          loading={pin.locating}
          disabled={disabled}
          onClick={() => void pin.locate()}
        >
          {t('attendance.useMyPosition')}
        </Button>
        {centre && (
          <Button formAction="none" disabled={disabled} onClick={() => pin.move(centre, { kind: 'city' })}>
            {t('attendance.cityCentre', { city })}
          </Button>
        )}
      </SpaceBetween>
      <Box variant="small" color="text-body-secondary">
        {t('attendance.usePositionHint')}
      </Box>
    </SpaceBetween>
  );
}
