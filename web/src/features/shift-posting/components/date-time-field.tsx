import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toNicosiaWallClock } from '@careshift/contract/forms/nicosia-wall-clock';

import { instantOfDraft } from '../wall-clock-draft';
import type { WallClockDraft } from '../wall-clock-draft';

import { DayPicker, TimeSelect } from './pickers';
import type { PickerValue } from './pickers';

/** A UTC ISO instant. */
interface DateTimeFieldProps extends PickerValue {
  label: string;
  errorText?: string;
  constraintText?: string;
  /** Days (YYYY-MM-DD, Asia/Nicosia) before this one cannot be picked. */
  minDate?: string;
}

function wallClockOf(value: string): WallClockDraft {
  return value && !Number.isNaN(Date.parse(value)) ? toNicosiaWallClock(value) : { date: '', time: '' };
}

/**
 * A date and a time in Asia/Nicosia (whatever the browser's zone) held as a UTC instant: a date picker
 * and a time list in 10-minute steps (spec section 5), so a time off the step cannot be chosen.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { t } = useTranslation(['shiftForm', 'ui']);
  const { label, value, onChange, errorText } = props;
  // Cloudscape's date input takes YYYY/MM/DD only (displays read DD/MM/YYYY): say so, with an example.
  const constraintText = [props.constraintText, t('ui:dateConstraint')].filter(Boolean).join(' ');
  const [draft, setDraft] = useState(() => wallClockOf(value));
  // The date and the time each have their own id; the label names the date, each control its part.
  const id = useId();
  const dateId = `${id}date`;
  const timeId = `${id}time`;

  useEffect(() => {
    if (value) setDraft(wallClockOf(value));
  }, [value]);

  // A day typed halfway stays in the draft and gives the form no value until it is whole.
  const commit = (next: WallClockDraft) => {
    setDraft(next);
    onChange(instantOfDraft(next));
  };

  return (
    <FormField label={label} controlId={dateId} errorText={errorText} constraintText={constraintText}>
      <SpaceBetween direction="horizontal" size="xs">
        <DayPicker
          value={draft.date}
          onChange={(date) => commit({ ...draft, date })}
          onBlur={props.onBlur}
          minDay={props.minDate}
          controlId={dateId}
          fieldLabel={label}
          ariaLabel={t('dateTime.dateOf', { field: label })}
          invalid={Boolean(errorText)}
        />
        <TimeSelect
          value={draft.time}
          onChange={(time) => commit({ ...draft, time })}
          onBlur={props.onBlur}
          controlId={timeId}
          ariaLabel={t('dateTime.timeOf', { field: label })}
          invalid={Boolean(errorText)}
        />
      </SpaceBetween>
    </FormField>
  );
}
