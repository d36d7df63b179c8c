import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { positionFormSchema, positionFormToBody } from '@careshift/contract';
import type { Position } from '@careshift/contract';
import { employeeRatePercent } from '@careshift/domain/config/settings';

import { fieldNameOf, isApiError } from '../../../api/api-error';
import { useNotify } from '../../../app/shell/notifications';
import { useErrorText } from '../../../components/use-error-text';
import { useValidationMessage } from '../../../i18n/validation';
import { RATE_FIELDS } from '../positions-table-config';
import { SPLIT_COMMISSION_PERCENT } from '../rate-split';
import { useCreatePosition, useUpdatePosition } from '../use-positions';

import { isPositionFormField, toFormValues } from './position-form-values';
import type { PositionFormOutput, PositionFormValues } from './position-form-values';
import { RateField } from './rate-field';

interface PositionFormModalProps {
  visible: boolean;
  /** The position to edit; none to create one. */
  position?: Position;
  onDismiss: () => void;
}

/** Create or edit a position in a modal (spec "Positions"), validated by the contract's form schema. */
export function PositionFormModal({ visible, position, onDismiss }: PositionFormModalProps) {
  const { t } = useTranslation(['positions', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useValidationMessage();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PositionFormValues, unknown, PositionFormOutput>({
    resolver: zodResolver(positionFormSchema),
    defaultValues: toFormValues(position),
  });
  const { control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (!visible) return;
    reset(toFormValues(position));
    setFailure(undefined);
  }, [visible, position, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const body = positionFormToBody(values);
    try {
      const saved = position
        ? await update.mutateAsync({ positionId: position.id, body })
        : await create.mutateAsync(body);
      notify({
        type: 'success',
        content: t(position ? 'flash.updated' : 'flash.created', { name: saved.name }),
      });
      onDismiss();
    } catch (error) {
      const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
      let shownOnField = false;
      for (const [key, message] of fieldErrors) {
        const name = fieldNameOf(key);
        if (!isPositionFormField(name)) continue;
        setError(name, { type: 'server', message });
        shownOnField = true;
      }
      if (!shownOnField) setFailure(errorText(error));
    }
  });

  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      closeAriaLabel={t('common:actions.close')}
      header={t(position ? 'form.editTitle' : 'form.createTitle')}
      size="large"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={formState.isSubmitting}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="primary" onClick={() => void submit()} loading={formState.isSubmitting}>
              {t(position ? 'form.save' : 'form.create')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Form errorText={failure} errorIconAriaLabel={t('common:errors.processFailed')}>
        <SpaceBetween size="l">
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <FormField label={t('fields.name')} errorText={fieldMessage(fieldState.error?.message)}>
                <Input
                  value={field.value ?? ''}
                  onChange={({ detail }) => field.onChange(detail.value)}
                  onBlur={field.onBlur}
                  onKeyDown={({ detail }) => detail.key === 'Enter' && void submit()}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
          <ColumnLayout columns={2}>
            {RATE_FIELDS.map((name) => (
              <RateField key={name} name={name} control={control} onEnter={() => void submit()} />
            ))}
          </ColumnLayout>
          <Box variant="small" color="text-body-secondary">
            {t('form.splitNote', {
              commission: SPLIT_COMMISSION_PERCENT,
              employee: employeeRatePercent(SPLIT_COMMISSION_PERCENT),
            })}
          </Box>
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
