import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Role } from '@careshift/domain';

import { useClientOptions, usePositionOptions } from '../use-shift-options';
import { useShiftViewer } from '../use-viewer';

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
  /** Extra fields in the same container (the multi-request's deadline days). */
  children?: React.ReactNode;
}

function optionOf(options: readonly SelectProps.Option[], value: unknown): SelectProps.Option | null {
  return options.find((option) => option.value === value) ?? null;
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
  const { t } = useTranslation(['shiftForm', 'requests']);
  const viewer = useShiftViewer();
  const admin = role === 'SYSTEM_USER';
  const clients = useClientOptions(admin);
  const positions = usePositionOptions(viewer);
  const clientId = useWatch({ control, name: 'clientId' as Path<T> }) as unknown;
  const position = useController({ control, name: 'positionId' as Path<T> });
  const chosenClient = clients.data?.find((client) => client.id === clientId);
  const allowed =
    chosenClient && chosenClient.positionIds.length > 0 ? new Set(chosenClient.positionIds) : undefined;
  const positionOptions = (positions.positions ?? [])
    .filter((position) => !allowed || allowed.has(position.id))
    .map((position) => ({ value: position.id, label: position.name }));
  const clientOptions = (clients.data ?? []).map((client) => ({
    value: client.id,
    label: client.name,
    description: client.status === 'VERIFIED' ? undefined : t(`requests:clientStatus.${client.status}`),
  }));
  const status = (pending: boolean, failed: boolean): 'error' | 'loading' | 'finished' =>
    failed ? 'error' : pending ? 'loading' : 'finished';

  return (
    <Container header={<Header variant="h2">{t('new.placeTitle')}</Header>}>
      <SpaceBetween size="l">
        {admin && (
          <Controller
            name={'clientId' as Path<T>}
            control={control}
            render={({ field, fieldState }) => (
              <FormField label={t('fields.clientId')} errorText={fieldMessage(fieldState.error?.message)}>
                <Select
                  selectedOption={optionOf(clientOptions, field.value)}
                  options={clientOptions}
                  onChange={({ detail }) => {
                    const next = clients.data?.find((client) => client.id === detail.selectedOption.value);
                    field.onChange(detail.selectedOption.value ?? '');
                    // A position the new client does not have must be chosen again.
                    if (
                      next?.positionIds.length &&
                      !next.positionIds.includes(String(position.field.value))
                    ) {
                      position.field.onChange('');
                    }
                  }}
                  onBlur={field.onBlur}
                  placeholder={t('placeholders.client')}
                  filteringType="auto"
                  filteringPlaceholder={t('placeholders.findClient')}
                  empty={t('placeholders.noClients')}
                  statusType={status(clients.isPending, clients.isError)}
                  loadingText={t('placeholders.loading')}
                  errorText={t('placeholders.loadFailed')}
                  recoveryText={t('requests:ui.retry')}
                  onLoadItems={() => clients.isError && void clients.refetch()}
                  invalid={Boolean(fieldState.error)}
                  disabled={clientLocked}
                />
              </FormField>
            )}
          />
        )}
        <FormField
          label={t('fields.positionId')}
          errorText={fieldMessage(position.fieldState.error?.message)}
        >
          <Select
            selectedOption={optionOf(positionOptions, position.field.value)}
            options={positionOptions}
            onChange={({ detail }) => position.field.onChange(detail.selectedOption.value ?? '')}
            onBlur={position.field.onBlur}
            placeholder={t('placeholders.position')}
            filteringType="auto"
            filteringPlaceholder={t('placeholders.findPosition')}
            empty={t('placeholders.noPositions')}
            statusType={status(positions.isPending, positions.isError)}
            loadingText={t('placeholders.loading')}
            errorText={t('placeholders.loadFailed')}
            recoveryText={t('requests:ui.retry')}
            onLoadItems={() => positions.isError && positions.refetch()}
            invalid={Boolean(position.fieldState.error)}
          />
        </FormField>
        {children}
      </SpaceBetween>
    </Container>
  );
}
