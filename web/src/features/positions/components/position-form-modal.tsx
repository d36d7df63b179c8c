import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { positionFormSchema, positionFormToBody } from '@careshift/contract';
import type { Position } from '@careshift/contract';
import { RATE_FIELDS } from '@careshift/domain/cost/rate-fields';
import { employeeRatePercent } from '@careshift/domain/settings/settings';

import { fieldNameOf, isApiError } from '../../../api/api-error';
import { ActionModal } from '../../../components/action-modal';
import { InputField } from '../../../components/controlled-field';
import { useAttempt } from '../../../hooks/use-attempt';
import { useSystemSettings } from '../../../hooks/use-system-settings';
import { SPLIT_COMMISSION_PERCENT } from '../rate-split';
import { useSavePosition } from '../use-position-changes';
import { usePositionNotices } from '../use-position-notices';

import { isPositionFormField, toFormValues } from './position-form-values';
import type { PositionFormField, PositionFormOutput, PositionFormValues } from './position-form-values';
import { RateField } from './rate-field';

interface PositionFormModalProps {
  visible: boolean;
  /** The position to edit; none to create one. */
  position?: Position;
  onDismiss: () => void;
}

/** Create or edit a position in a modal (spec "Positions"), validated by the contract's form schema. */
export function PositionFormModal({ visible, position, onDismiss }: PositionFormModalProps) {
  const { t, done, errorText } = usePositionNotices();
  const save = useSavePosition();
  const settings = useSystemSettings();
  const commission = settings.data?.settings.companyCommissionRatePercent ?? SPLIT_COMMISSION_PERCENT;
  const form = useForm<PositionFormValues, unknown, PositionFormOutput>({
    resolver: zodResolver(positionFormSchema),
    defaultValues: toFormValues(position),
  });
  const { control, handleSubmit, reset, setError, formState } = form;

  /** The server's field errors on their fields; true when any was shown there. */
  const showOnFields = (error: unknown): boolean => {
    const named = isApiError(error) ? Object.entries(error.fieldErrors) : [];
    const onFields = named.filter(([key]) => isPositionFormField(fieldNameOf(key)));
    for (const [key, message] of onFields)
      setError(fieldNameOf(key) as PositionFormField, { type: 'server', message });
    return onFields.length > 0;
  };
  const { failure, attempt, clear } = useAttempt((error) =>
    showOnFields(error) ? undefined : errorText(error),
  );

  useEffect(() => {
    if (!visible) return;
    reset(toFormValues(position));
    clear();
  }, [visible, position, reset, clear]);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync({ position, body: positionFormToBody(values) });
      done(position ? 'flash.updated' : 'flash.created', saved.name);
      onDismiss();
    }),
  );

  return (
    <ActionModal
      visible={visible}
      size="large"
      header={t(position ? 'form.editTitle' : 'form.createTitle')}
      onDismiss={onDismiss}
      processing={formState.isSubmitting}
      back={t('common:actions.cancel')}
      confirm={t(position ? 'form.save' : 'form.create')}
      onConfirm={() => void submit()}
    >
      <Form errorText={failure} errorIconAriaLabel={t('common:errors.processFailed')}>
        <SpaceBetween size="l">
          <InputField
            control={control}
            name="name"
            label={t('fields.name')}
            onKeyDown={({ detail }) => detail.key === 'Enter' && void submit()}
          />
          <InputField
            control={control}
            name="nameEl"
            label={t('fields.nameEl')}
            constraintText={t('fields.nameElHint')}
            onKeyDown={({ detail }) => detail.key === 'Enter' && void submit()}
          />
          <ColumnLayout columns={2}>
            {RATE_FIELDS.map((name) => (
              <RateField
                key={name}
                name={name}
                control={control}
                commissionPercent={commission}
                onEnter={() => void submit()}
              />
            ))}
          </ColumnLayout>
          <Box variant="small" color="text-body-secondary">
            {t('form.splitNote', {
              commission,
              employee: employeeRatePercent(commission),
            })}
          </Box>
        </SpaceBetween>
      </Form>
    </ActionModal>
  );
}
