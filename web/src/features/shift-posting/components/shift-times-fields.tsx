import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Controller, useWatch } from 'react-hook-form';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { NewShiftForm } from '@careshift/contract';
import { earliestShiftStart } from '@careshift/contract/forms/new-shift-defaults';
import { nicosiaDateOf } from '@careshift/contract/forms/nicosia-wall-clock';
import type { Role } from '@careshift/domain';
import { isAdministrator } from '@careshift/domain/permissions/viewer';

import { formatShiftSpan, shiftHours } from '../../../app/shift-format';
import { useValidationMessage } from '../../../i18n/validation';
import { timesAfterStart } from '../new-shift-values';

import { DateTimeField } from './date-time-field';

type TimeName = 'startDate' | 'endDate' | 'deadline';

interface TimeFieldProps {
  control: Control<NewShiftForm>;
  name: TimeName;
  label: string;
  constraintText?: string;
  minDate?: string;
  /** After the value changed (the start moves the end and the deadline). */
  onPicked?: (iso: string) => void;
}

/** One date-and-time of the form, with its error in the interface language. */
function TimeField({ control, name, onPicked, ...props }: TimeFieldProps) {
  const fieldMessage = useValidationMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateTimeField
          {...props}
          value={typeof field.value === 'string' ? field.value : ''}
          onBlur={field.onBlur}
          errorText={fieldMessage(fieldState.error?.message)}
          onChange={(iso) => {
            field.onChange(iso);
            onPicked?.(iso);
          }}
        />
      )}
    />
  );
}

interface ShiftTimesFieldsProps {
  control: Control<NewShiftForm>;
  setValue: UseFormSetValue<NewShiftForm>;
  role: Role;
  /** Once submitted, the moved end and deadline are checked again at once. */
  submitted: boolean;
}

/**
 * When (spec section 5): start, end and claim deadline in Asia/Nicosia; a new start moves the end to
 * 8 hours later and the deadline to its default; below, the span and its hours.
 */
export function ShiftTimesFields({ control, setValue, role, submitted }: ShiftTimesFieldsProps) {
  const { t } = useTranslation('shiftForm');
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const earliest = earliestShiftStart(new Date(), role);
  const hours = startDate && endDate ? shiftHours(startDate, endDate) : 0;

  const moveTimes = (iso: string) => {
    const times = timesAfterStart(iso, new Date());
    if (!times) return;
    setValue('endDate', times.endDate, { shouldValidate: submitted });
    setValue('deadline', times.deadline, { shouldValidate: submitted });
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t('new.timesDescription')}>
          {t('new.timesTitle')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <TimeField
          control={control}
          name="startDate"
          label={t('fields.startDate')}
          minDate={earliest ? nicosiaDateOf(earliest) : undefined}
          constraintText={isAdministrator({ role }) ? t('new.adminStartHint') : t('new.startHint')}
          onPicked={moveTimes}
        />
        <TimeField control={control} name="endDate" label={t('fields.endDate')} />
        <TimeField
          control={control}
          name="deadline"
          label={t('fields.deadline')}
          constraintText={t('new.deadlineHint')}
        />
        {startDate && endDate && hours > 0 && (
          <Box variant="small" color="text-body-secondary">
            {t('new.summary', { span: formatShiftSpan(startDate, endDate), hours })}
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
