import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { newShiftFormSchema } from '@careshift/contract';
import type { NewShiftForm, NewShiftFormValues, ShiftCreateResult } from '@careshift/contract';
import type { Role } from '@careshift/domain';
import { isAdministrator } from '@careshift/domain/permissions/viewer';

import { isApiError } from '../../../api/client';
import { AssignPartnerField } from '../../../components/assign-partner-field';
import { FormActions } from '../../../components/form-actions';
import { SubmitForm } from '../../../components/submit-form';
import type { ChosenPartner } from '../../../hooks/use-partner-search';
import { useCreateShifts, useUpdateShift } from '../../../hooks/use-shifts';
import { failureOf, useSubmitState } from '../../../hooks/use-submit-state';
import { useValidationMessage } from '../../../i18n/validation';
import { newIdempotencyKey, newShiftFieldOf, singleShiftBody, updateShiftBody } from '../new-shift-values';

import { PostingPriceCard } from './posting-price-card';
import { ShiftPlaceFields } from './shift-place-fields';
import { ShiftTimesFields } from './shift-times-fields';

/** One row of request-create's reply. */
type CreatedRow = ShiftCreateResult['results'][number];

interface SingleShiftFormProps {
  role: Role;
  defaults: NewShiftForm;
  /** Update mode: the shift being changed (request-update); its client and partner stay as they are. */
  shiftId?: string;
  onSaved: (saved: { shiftId: string; refNumber?: number }) => void;
  onCancel: () => void;
}

/** Validates with the contract's schema against the clock at the moment of each check. */
function shiftResolver(role: Role): Resolver<NewShiftForm, unknown, NewShiftFormValues> {
  return (values, context, options) =>
    zodResolver(newShiftFormSchema({ now: new Date(), role }))(values, context, options);
}

/**
 * The New Request form (spec section 5): client (administrators), position, start, end and claim
 * deadline in Asia/Nicosia with 10-minute steps, and for administrators a partner to assign (required
 * for a start in the past). Choosing a start moves the end and the deadline to their defaults. With a
 * `shiftId` it changes that shift instead: position and times only, priced again by the server.
 */
export function SingleShiftForm({ role, defaults, shiftId, onSaved, onCancel }: SingleShiftFormProps) {
  const { t } = useTranslation(['shiftForm', 'common']);
  const fieldMessage = useValidationMessage();
  const create = useCreateShifts();
  const update = useUpdateShift(shiftId ?? '');
  const submit = useSubmitState();
  const admin = isAdministrator({ role });
  const idempotencyKey = useRef<string>(newIdempotencyKey());
  const [partner, setPartner] = useState<ChosenPartner | null>(null);
  const form = useForm<NewShiftForm, unknown, NewShiftFormValues>({
    resolver: shiftResolver(role),
    defaultValues: defaults,
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const [clientId, positionId, startDate, endDate] = useWatch({
    control,
    name: ['clientId', 'positionId', 'startDate', 'endDate'],
  });

  const showFieldErrors = (fieldErrors: Readonly<Record<string, string>>) => {
    for (const [key, message] of Object.entries(fieldErrors)) {
      const field = newShiftFieldOf(key);
      if (field) setError(field, { type: 'server', message });
    }
  };

  const saveUpdate = async (id: string, values: NewShiftFormValues) => {
    const outcome = await submit.run(() => update.mutateAsync(updateShiftBody(values)));
    if (outcome.ok) onSaved({ shiftId: id, refNumber: outcome.value.refNumber });
    else if (isApiError(outcome.error)) showFieldErrors(outcome.error.fieldErrors);
  };

  /** The one row of a post: the saved shift (and a fresh key for the next), or why it was refused. */
  const afterCreate = (row: CreatedRow) => {
    if (row.status === 'CREATED' && row.requestId) {
      idempotencyKey.current = newIdempotencyKey();
      onSaved({
        shiftId: row.requestId,
        ...(row.refNumber !== undefined ? { refNumber: row.refNumber } : {}),
      });
      return;
    }
    submit.fail(fieldMessage(row.message) ?? t('common:errors.generic'));
    showFieldErrors(row.fieldErrors ?? {});
  };

  const onSubmit = handleSubmit(async (values) => {
    if (shiftId) return saveUpdate(shiftId, values);
    const outcome = await submit.run(() =>
      create.mutateAsync(singleShiftBody(values, idempotencyKey.current)),
    );
    if (!outcome.ok) {
      if (isApiError(outcome.error)) showFieldErrors(outcome.error.fieldErrors);
      return;
    }
    const row = outcome.value.results[0];
    if (row) afterCreate(row);
  });

  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={
        <FormActions
          state={submit.state}
          onCancel={onCancel}
          submit={shiftId ? t('new.updateSubmit') : t('new.submit')}
        />
      }
    >
      <SpaceBetween size="l">
        <ShiftPlaceFields
          control={control}
          role={role}
          fieldMessage={fieldMessage}
          clientLocked={Boolean(shiftId)}
        />
        <ShiftTimesFields
          control={control}
          setValue={setValue}
          role={role}
          submitted={formState.isSubmitted}
        />
        <PostingPriceCard
          admin={admin}
          clientId={clientId}
          positionId={positionId}
          spans={[{ start: startDate ?? '', end: endDate ?? '' }]}
        />
        {admin && !shiftId && (
          <Container
            header={
              <Header variant="h2" description={t('new.partnerDescription')}>
                {t('new.partnerTitle')}
              </Header>
            }
          >
            <Controller
              name="claimedBy"
              control={control}
              render={({ field, fieldState }) => (
                <AssignPartnerField
                  label={t('fields.claimedBy')}
                  value={partner}
                  positionId={positionId || undefined}
                  errorText={fieldMessage(fieldState.error?.message)}
                  onChange={(chosen) => {
                    setPartner(chosen);
                    field.onChange(chosen?.id ?? '');
                  }}
                />
              )}
            />
          </Container>
        )}
        {!admin && <Alert type="info">{shiftId ? t('new.updateNote') : t('new.clientNote')}</Alert>}
      </SpaceBetween>
    </SubmitForm>
  );
}
