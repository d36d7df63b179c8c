import DatePicker from '@cloudscape-design/components/date-picker';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';

import { calendarLocale, useDatePickerStrings } from '../../../components/cloudscape-strings';
import { currentLanguage } from '../../../i18n';
import { TIME_OPTIONS } from '../time-options';

/** The calendar day "YYYY-MM-DD" a date picker shows for a Date (the picker works in local days). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A picked text value: '' while nothing is picked. */
export interface PickerValue {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A day "YYYY-MM-DD". */
interface DayPickerProps extends PickerValue {
  /** Days before this one ("YYYY-MM-DD") cannot be picked. */
  minDay?: string;
  ariaLabel?: string;
  invalid?: boolean;
  /** The input's own id (a field with a date and a time gives each its own). */
  controlId?: string;
  /** The field the calendar button fills, in its name ("Choose the date of Shift start"). */
  fieldLabel?: string;
}

/** A day of the shift forms: the calendar in the interface language, weeks from Monday. */
export function DayPicker(props: DayPickerProps) {
  const { value, onChange, onBlur, minDay, ariaLabel, invalid, controlId, fieldLabel } = props;
  const { t } = useTranslation('shiftForm');
  const fieldStrings = useDatePickerStrings(fieldLabel ?? '');
  return (
    <DatePicker
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      onBlur={onBlur}
      locale={calendarLocale(currentLanguage())}
      placeholder={t('dateTime.datePlaceholder')}
      ariaLabel={ariaLabel}
      controlId={controlId}
      openCalendarAriaLabel={(selected) =>
        selected ? t('dateTime.changeDate', { date: selected }) : t('dateTime.chooseDate')
      }
      i18nStrings={{
        todayAriaLabel: t('dateTime.today'),
        nextMonthAriaLabel: t('dateTime.nextMonth'),
        previousMonthAriaLabel: t('dateTime.previousMonth'),
      }}
      {...(fieldLabel ? fieldStrings : {})}
      isDateEnabled={(date) => !minDay || localDay(date) >= minDay}
      invalid={invalid}
      format="slashed"
      inputFormat="slashed"
      expandToViewport
    />
  );
}

/** A time "HH:mm". */
interface TimeSelectProps extends PickerValue {
  ariaLabel: string;
  invalid?: boolean;
  controlId?: string;
}

/** A time of day in the shifts' 10-minute steps (spec section 5), so a time off the step cannot be chosen. */
export function TimeSelect({ value, onChange, onBlur, ariaLabel, invalid, controlId }: TimeSelectProps) {
  const { t } = useTranslation('shiftForm');
  return (
    <div style={{ minWidth: '7.5rem' }}>
      <Select
        selectedOption={TIME_OPTIONS.find((option) => option.value === value) ?? null}
        options={TIME_OPTIONS}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        onBlur={onBlur}
        placeholder={t('dateTime.timePlaceholder')}
        ariaLabel={ariaLabel}
        controlId={controlId}
        filteringType="auto"
        filteringPlaceholder={t('dateTime.findTime')}
        invalid={invalid}
        expandToViewport
      />
    </div>
  );
}
