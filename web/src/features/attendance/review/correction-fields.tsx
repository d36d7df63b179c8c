import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import TimeInput from '@cloudscape-design/components/time-input';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { calendarLocale, useDatePickerStrings } from '../../../components/cloudscape-strings';
import { ControlledField } from '../../../components/controlled-field';
import { currentLanguage } from '../../../i18n';

import type { CorrectedTimesForm } from './corrected-times-form';

type FormControl = Control<CorrectedTimesForm, unknown, unknown>;

/** A Nicosia day of the correction (DD/MM/YYYY, weeks from Monday). */
function DayField({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'startDate' | 'endDate';
  label: string;
}) {
  const { t } = useTranslation('timesheets');
  const strings = useDatePickerStrings(label);
  return (
    <ControlledField control={control} name={name} label={label}>
      {(field, invalid) => (
        <DatePicker
          {...strings}
          value={String(field.value ?? '')}
          onChange={({ detail }) => field.onChange(detail.value)}
          onBlur={field.onBlur}
          locale={calendarLocale(currentLanguage())}
          placeholder={t('list.dayPlaceholder')}
          format="slashed"
          inputFormat="slashed"
          invalid={invalid}
          expandToViewport
        />
      )}
    </ControlledField>
  );
}

/** A time of the correction to the minute, 24-hour clock. */
function TimeField({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'startTime' | 'endTime';
  label: string;
}) {
  const { t } = useTranslation('timesheets');
  return (
    <ControlledField control={control} name={name} label={label} constraintText={t('correction.timeFormat')}>
      {(field, invalid) => (
        <TimeInput
          value={String(field.value ?? '')}
          onChange={({ detail }) => field.onChange(detail.value)}
          onBlur={field.onBlur}
          format="hh:mm"
          placeholder="hh:mm"
          use24Hour
          invalid={invalid}
        />
      )}
    </ControlledField>
  );
}

/** Corrected start and end (day and time each) of a dispute or a settlement. */
export function CorrectionTimeFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('timesheets');
  return (
    <ColumnLayout columns={2}>
      <DayField control={control} name="startDate" label={t('correction.startDate')} />
      <TimeField control={control} name="startTime" label={t('correction.startTime')} />
      <DayField control={control} name="endDate" label={t('correction.endDate')} />
      <TimeField control={control} name="endTime" label={t('correction.endTime')} />
    </ColumnLayout>
  );
}
