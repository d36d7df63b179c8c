import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fromNicosiaWallClock, toNicosiaWallClock } from '@careshift/contract/forms/nicosia-wall-clock';

import { currentLanguage } from '../../../i18n';
import { calendarLocale } from '../cloudscape-strings';
import { TIME_OPTIONS } from '../time-options';

interface DateTimeFieldProps {
  label: string;
  /** A UTC ISO instant, or '' when not chosen. */
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  errorText?: string;
  description?: string;
  constraintText?: string;
  /** Days (YYYY-MM-DD, Asia/Nicosia) before this one cannot be picked. */
  minDate?: string;
}

function wallClockOf(value: string): { date: string; time: string } {
  return value && !Number.isNaN(Date.parse(value)) ? toNicosiaWallClock(value) : { date: '', time: '' };
}

/**
 * A date and a time in Asia/Nicosia (whatever the browser's zone) held as a UTC instant: a date picker
 * and a time list in 10-minute steps (spec section 5), so a time off the step cannot be chosen.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  errorText,
  description,
  constraintText,
  minDate,
}: DateTimeFieldProps) {
  const { t } = useTranslation('shiftForm');
  const language = currentLanguage();
  const [draft, setDraft] = useState(() => wallClockOf(value));

  useEffect(() => {
    if (value) setDraft(wallClockOf(value));
  }, [value]);

  const commit = (next: { date: string; time: string }) => {
    setDraft(next);
    onChange(next.date && next.time ? fromNicosiaWallClock(next.date, next.time).toISOString() : '');
  };

  const selectedTime = TIME_OPTIONS.find((option) => option.value === draft.time) ?? null;
  return (
    <FormField label={label} errorText={errorText} description={description} constraintText={constraintText}>
      <SpaceBetween direction="horizontal" size="xs">
        <DatePicker
          value={draft.date}
          onChange={({ detail }) => commit({ ...draft, date: detail.value })}
          onBlur={onBlur}
          locale={calendarLocale(language)}
          placeholder={t('dateTime.datePlaceholder')}
          ariaLabel={t('dateTime.dateOf', { field: label })}
          openCalendarAriaLabel={(selected) =>
            selected ? t('dateTime.changeDate', { date: selected }) : t('dateTime.chooseDate')
          }
          i18nStrings={{
            todayAriaLabel: t('dateTime.today'),
            nextMonthAriaLabel: t('dateTime.nextMonth'),
            previousMonthAriaLabel: t('dateTime.previousMonth'),
          }}
          isDateEnabled={(date) => {
            if (!minDate) return true;
            const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
            return day >= minDate;
          }}
          invalid={Boolean(errorText)}
          format="long-localized"
          inputFormat="slashed"
          expandToViewport
        />
        <div style={{ minWidth: '7.5rem' }}>
          <Select
            selectedOption={selectedTime}
            options={TIME_OPTIONS}
            onChange={({ detail }) => commit({ ...draft, time: detail.selectedOption.value ?? '' })}
            onBlur={onBlur}
            placeholder={t('dateTime.timePlaceholder')}
            ariaLabel={t('dateTime.timeOf', { field: label })}
            filteringType="auto"
            filteringPlaceholder={t('dateTime.findTime')}
            invalid={Boolean(errorText)}
            expandToViewport
          />
        </div>
      </SpaceBetween>
    </FormField>
  );
}
