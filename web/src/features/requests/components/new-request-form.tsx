import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { newShiftFormSchema } from '@careshift/contract';
import type { NewShiftForm, NewShiftFormValues } from '@careshift/contract';
import { earliestShiftStart } from '@careshift/contract/forms/new-shift-defaults';
import { nicosiaDateOf } from '@careshift/contract/forms/nicosia-wall-clock';
import type { Role } from '@careshift/domain';

import { isApiError } from '../../../api/client';
import { useValidationMessage } from '../../../i18n/validation';
import {
  newIdempotencyKey,
  newShiftFieldOf,
  singleShiftBody,
  timesAfterStart,
  updateShiftBody,
} from '../new-request-values';
import { formatShiftSpan, shiftHours } from '../shift-format';
import { useCreateShifts, useUpdateShift } from '../use-shifts';
import { useSubmitState } from '../use-submit-state';

import { AssignPartnerField } from './assign-partner-field';
import type { ChosenPartner } from './assign-partner-field';
import { DateTimeField } from './date-time-field';
import { ShiftPlaceFields } from './shift-place-fields';
import { SubmitStatus } from './submit-status';

interface NewRequestFormProps {
  role: Role;
  defaults: NewShiftForm;
  /** Update mode: the shift being changed (request-update); its client and partner stay as they are. */
  requestId?: string;
  onSaved: (saved: { requestId: string; refNumber?: number }) => void;
  onCancel: () => void;
}

/** Validates with the contract's schema against the clock at the moment of each check. */
function shiftResolver(role: Role): Resolver<NewShiftForm, unknown, NewShiftFormValues> {
  return (values, context, options) =>
    zodResolver(newShiftFormSchema({ now: new Date(), role }))(values, context, options);
}

/**
 * The new request form (spec section 5): client (administrators), position, start, end and claim
 * deadline in Asia/Nicosia with 10-minute steps, and for administrators a partner to assign (required
 * for a start in the past). Choosing a start moves the end and the deadline to their defaults. With a
 * `requestId` it changes that shift instead: position and times only, priced again by the server.
 */
export function NewRequestForm({ role, defaults, requestId, onSaved, onCancel }: NewRequestFormProps) {
  const { t } = useTranslation(['shiftForm', 'common']);
  const fieldMessage = useValidationMessage();
  const create = useCreateShifts();
  const update = useUpdateShift(requestId ?? '');
  const submit = useSubmitState();
  const admin = role === 'SYSTEM_USER';
  const idempotencyKey = useRef<string>(newIdempotencyKey());
  const [partner, setPartner] = useState<ChosenPartner | null>(null);
  const form = useForm<NewShiftForm, unknown, NewShiftFormValues>({
    resolver: shiftResolver(role),
    defaultValues: defaults,
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const [startDate, endDate, positionId] = useWatch({
    control,
    name: ['startDate', 'endDate', 'positionId'],
  });
  const earliest = earliestShiftStart(new Date(), role);
  const hasSpan =
    typeof startDate === 'string' && typeof endDate === 'string' && startDate !== '' && endDate !== '';

  const showFieldErrors = (fieldErrors: Readonly<Record<string, string>>) => {
    for (const [key, message] of Object.entries(fieldErrors)) {
      const field = newShiftFieldOf(key);
      if (field) setError(field, { type: 'server', message });
    }
  };

  const saveUpdate = async (shiftId: string, values: NewShiftFormValues) => {
    const outcome = await submit.run(() => update.mutateAsync(updateShiftBody(values)));
    if (outcome.ok) onSaved({ requestId: shiftId, refNumber: outcome.value.refNumber });
    else if (isApiError(outcome.error)) showFieldErrors(outcome.error.fieldErrors);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (requestId) return saveUpdate(requestId, values);
    const outcome = await submit.run(() =>
      create.mutateAsync(singleShiftBody(values, idempotencyKey.current)),
    );
    if (!outcome.ok) {
      if (isApiError(outcome.error)) showFieldErrors(outcome.error.fieldErrors);
      return;
    }
    const row = outcome.value.results[0];
    if (row?.status === 'CREATED' && row.requestId) {
      idempotencyKey.current = newIdempotencyKey();
      onSaved({
        requestId: row.requestId,
        ...(row.refNumber !== undefined ? { refNumber: row.refNumber } : {}),
      });
    } else if (row) {
      submit.fail(fieldMessage(row.message) ?? t('common:errors.generic'));
      showFieldErrors(row.fieldErrors ?? {});
    }
  });

  const failure = submit.state.status === 'failed' ? submit.state : undefined;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Form
        errorText={failure?.message}
        errorIconAriaLabel={t('common:errors.processFailed')}
        actions={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <SubmitStatus state={submit.state} />
            <Button formAction="none" variant="link" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="primary" loading={submit.processing} disabled={submit.processing}>
              {requestId ? t('new.updateSubmit') : t('new.submit')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <ShiftPlaceFields
            control={control}
            role={role}
            fieldMessage={fieldMessage}
            clientLocked={Boolean(requestId)}
          />
          <Container
            header={
              <Header variant="h2" description={t('new.timesDescription')}>
                {t('new.timesTitle')}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <Controller
                name="startDate"
                control={control}
                render={({ field, fieldState }) => (
                  <DateTimeField
                    label={t('fields.startDate')}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    errorText={fieldMessage(fieldState.error?.message)}
                    minDate={earliest ? nicosiaDateOf(earliest) : undefined}
                    constraintText={admin ? t('new.adminStartHint') : t('new.startHint')}
                    onChange={(iso) => {
                      field.onChange(iso);
                      const times = timesAfterStart(iso, new Date());
                      if (!times) return;
                      const validate = formState.isSubmitted;
                      setValue('endDate', times.endDate, { shouldValidate: validate });
                      setValue('deadline', times.deadline, { shouldValidate: validate });
                    }}
                  />
                )}
              />
              <Controller
                name="endDate"
                control={control}
                render={({ field, fieldState }) => (
                  <DateTimeField
                    label={t('fields.endDate')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    errorText={fieldMessage(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                name="deadline"
                control={control}
                render={({ field, fieldState }) => (
                  <DateTimeField
                    label={t('fields.deadline')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    errorText={fieldMessage(fieldState.error?.message)}
                    constraintText={t('new.deadlineHint')}
                  />
                )}
              />
              {hasSpan && shiftHours(startDate, endDate) > 0 && (
                <Box variant="small" color="text-body-secondary">
                  {t('new.summary', {
                    span: formatShiftSpan(startDate, endDate),
                    hours: shiftHours(startDate, endDate),
                  })}
                </Box>
              )}
            </SpaceBetween>
          </Container>
          {admin && !requestId && (
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
          {!admin && <Alert type="info">{requestId ? t('new.updateNote') : t('new.clientNote')}</Alert>}
        </SpaceBetween>
      </Form>
    </form>
  );
}
