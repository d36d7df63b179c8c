import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Role } from '@careshift/domain';
import { canClientCreateShifts } from '@careshift/domain/clients/status';
import { isAdministrator } from '@careshift/domain/permissions/viewer';

import { useClientOptions } from '../../../hooks/use-client-options';
import { usePositionOptions } from '../../../hooks/use-position-options';
import { useViewer } from '../../../hooks/use-viewer';

/** The two fields both shift forms share. */
interface PlaceFields extends FieldValues {
  clientId?: unknown;
  positionId?: unknown;
}

interface ShiftPlaceFieldsProps<T extends PlaceFields> {
  control: Control<T>;
  role: Role;
  fieldMessage: (message: string | undefined) => string | undefined;
  /** The client is shown but not chosen (a shift being changed stays with its organisation). */
  clientLocked?: boolean;
  /** Extra fields in the same container (the multi-create's deadline days). */
  children?: ReactNode;
}

interface PlaceSelectProps {
  label: string;
  errorText: string | undefined;
  options: SelectProps.Option[];
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  kind: 'client' | 'position';
  /** The options as loaded from the API. */
  loaded: { pending: boolean; failed: boolean; retry: () => void };
  disabled?: boolean;
}

/** A searchable choice of a client or a position, with its loading and retry states. */
function PlaceSelect({ label, errorText, options, value, kind, loaded, ...props }: PlaceSelectProps) {
  const { t } = useTranslation(['shiftForm', 'ui']);
  const placeholders =
    kind === 'client'
      ? {
          choose: t('placeholders.client'),
          find: t('placeholders.findClient'),
          none: t('placeholders.noClients'),
        }
      : {
          choose: t('placeholders.position'),
          find: t('placeholders.findPosition'),
          none: t('placeholders.noPositions'),
        };
  return (
    <FormField label={label} errorText={errorText}>
      <Select
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        onChange={({ detail }) => props.onChange(detail.selectedOption.value ?? '')}
        onBlur={props.onBlur}
        placeholder={placeholders.choose}
        filteringType="auto"
        filteringPlaceholder={placeholders.find}
        empty={placeholders.none}
        statusType={loaded.failed ? 'error' : loaded.pending ? 'loading' : 'finished'}
        loadingText={t('placeholders.loading')}
        errorText={t('placeholders.loadFailed')}
        recoveryText={t('ui:retry')}
        onLoadItems={() => loaded.failed && loaded.retry()}
        invalid={Boolean(errorText)}
        disabled={props.disabled}
      />
    </FormField>
  );
}

/**
 * Where the shift is: the client (administrators pick it; client users post for their own
 * organisation) and the position, limited to the client's positions (spec section 6).
 */
export function ShiftPlaceFields<T extends PlaceFields>({
  control,
  role,
  fieldMessage,
  clientLocked = false,
  children,
}: ShiftPlaceFieldsProps<T>) {
  const { t } = useTranslation(['shiftForm', 'ui']);
  const viewer = useViewer();
  const admin = isAdministrator({ role });
  const clients = useClientOptions(admin);
  const positions = usePositionOptions(viewer);
  const client = useController({ control, name: 'clientId' as Path<T> });
  const position = useController({ control, name: 'positionId' as Path<T> });
  const clientId = useWatch({ control, name: 'clientId' as Path<T> }) as unknown;
  const chosenClient = clients.data?.find((item) => item.id === clientId);
  const allowed = chosenClient?.positionIds.length ? new Set(chosenClient.positionIds) : undefined;

  return (
    <Container header={<Header variant="h2">{t('new.placeTitle')}</Header>}>
      <SpaceBetween size="l">
        {admin && (
          <PlaceSelect
            kind="client"
            label={t('fields.clientId')}
            errorText={fieldMessage(client.fieldState.error?.message)}
            options={(clients.data ?? []).map((item) => ({
              value: item.id,
              label: item.name,
              description: canClientCreateShifts(item.status)
                ? undefined
                : t(`ui:clientStatus.${item.status}`),
            }))}
            value={client.field.value}
            onChange={(value) => {
              const next = clients.data?.find((item) => item.id === value);
              client.field.onChange(value);
              // A position the new client does not have must be chosen again.
              if (next?.positionIds.length && !next.positionIds.includes(String(position.field.value))) {
                position.field.onChange('');
              }
            }}
            onBlur={client.field.onBlur}
            loaded={{
              pending: clients.isPending,
              failed: clients.isError,
              retry: () => void clients.refetch(),
            }}
            disabled={clientLocked}
          />
        )}
        <PlaceSelect
          kind="position"
          label={t('fields.positionId')}
          errorText={fieldMessage(position.fieldState.error?.message)}
          options={(positions.positions ?? [])
            .filter((item) => !allowed || allowed.has(item.id))
            .map((item) => ({ value: item.id, label: item.name }))}
          value={position.field.value}
          onChange={position.field.onChange}
          onBlur={position.field.onBlur}
          loaded={{ pending: positions.isPending, failed: positions.isError, retry: positions.refetch }}
        />
        {children}
      </SpaceBetween>
    </Container>
  );
}
