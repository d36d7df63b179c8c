import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_MULTI_SHIFT_DATES } from '@careshift/contract';

import { currentLanguage } from '../../../i18n';
import { calendarLocale, dateRangeStrings } from '../cloudscape-strings';
import { addDates, datesInRange, WEEKDAYS, weekdayOf } from '../multi-dates';

interface MultiDatesFieldProps {
  value: string[];
  onChange: (dates: string[]) => void;
  /** The first day allowed: today plus the deadline days (YYYY-MM-DD). */
  earliest: string;
  errorText?: string;
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function displayDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The dates of a multi-request (up to 500, none before today + deadline days): add one day, or a
 * range on chosen weekdays; the chosen days are tokens that can be removed one by one or all at once.
 */
export function MultiDatesField({ value, onChange, earliest, errorText }: MultiDatesFieldProps) {
  const { t } = useTranslation(['shiftForm', 'requests']);
  const { t: requestsT } = useTranslation('requests');
  const language = currentLanguage();
  const [single, setSingle] = useState('');
  const [range, setRange] = useState<DateRangePickerProps.AbsoluteValue | null>(null);
  const [weekdays, setWeekdays] = useState<Set<number>>(new Set(WEEKDAYS));
  const [notice, setNotice] = useState<string>();
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(calendarLocale(language), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 1 + day)), // 2026-03-01 is a Sunday
    );

  const add = (dates: string[]) => {
    const result = addDates(value, dates, earliest);
    onChange(result.dates);
    const parts = [
      result.tooEarly ? t('multi.datesTooEarly', { count: result.tooEarly, date: displayDay(earliest) }) : '',
      result.overLimit
        ? t('multi.datesOverLimit', { count: result.overLimit, max: MAX_MULTI_SHIFT_DATES })
        : '',
    ].filter(Boolean);
    setNotice(parts.length ? parts.join(' ') : undefined);
  };
  const enabled = (date: Date) => localDay(date) >= earliest;

  return (
    <FormField
      label={t('fields.dates')}
      description={t('multi.datesDescription', { date: displayDay(earliest), max: MAX_MULTI_SHIFT_DATES })}
      errorText={errorText}
      warningText={notice}
    >
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField label={t('multi.oneDate')}>
            <DatePicker
              value={single}
              onChange={({ detail }) => setSingle(detail.value)}
              isDateEnabled={enabled}
              locale={calendarLocale(language)}
              placeholder={t('dateTime.datePlaceholder')}
              openCalendarAriaLabel={() => t('dateTime.chooseDate')}
              i18nStrings={{
                todayAriaLabel: t('dateTime.today'),
                nextMonthAriaLabel: t('dateTime.nextMonth'),
                previousMonthAriaLabel: t('dateTime.previousMonth'),
              }}
              format="long-localized"
              inputFormat="slashed"
              expandToViewport
            />
          </FormField>
          <Button
            disabled={!single}
            onClick={() => {
              add([single]);
              setSingle('');
            }}
          >
            {t('multi.addDate')}
          </Button>
        </SpaceBetween>
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField label={t('multi.dateRange')}>
            <DateRangePicker
              value={range}
              onChange={({ detail }) => setRange(detail.value?.type === 'absolute' ? detail.value : null)}
              rangeSelectorMode="absolute-only"
              dateOnly
              relativeOptions={[]}
              isDateEnabled={enabled}
              isValidRange={() => ({ valid: true })}
              locale={calendarLocale(language)}
              placeholder={t('multi.rangePlaceholder')}
              i18nStrings={{ ...dateRangeStrings(requestsT), ariaLabel: t('multi.dateRange') }}
              expandToViewport
            />
          </FormField>
          <Button
            disabled={!range || weekdays.size === 0}
            onClick={() => {
              if (!range) return;
              add(datesInRange(range.startDate.slice(0, 10), range.endDate.slice(0, 10), weekdays));
              setRange(null);
            }}
          >
            {t('multi.addRange')}
          </Button>
        </SpaceBetween>
        <SpaceBetween direction="horizontal" size="s">
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              checked={weekdays.has(day)}
              onChange={({ detail }) => {
                const next = new Set(weekdays);
                if (detail.checked) next.add(day);
                else next.delete(day);
                setWeekdays(next);
              }}
            >
              {weekdayName(day)}
            </Checkbox>
          ))}
        </SpaceBetween>
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <Box variant="strong">
            {t('multi.datesChosen', { count: value.length, max: MAX_MULTI_SHIFT_DATES })}
          </Box>
          {value.length > 0 && (
            <Button variant="inline-link" onClick={() => onChange([])}>
              {t('multi.removeAll')}
            </Button>
          )}
        </SpaceBetween>
        {value.length > 0 && (
          <TokenGroup
            items={value.map((date) => ({
              label: displayDay(date),
              description: weekdayName(weekdayOf(date)),
              dismissLabel: t('multi.removeDate', { date: displayDay(date) }),
            }))}
            onDismiss={({ detail }) => onChange(value.filter((_, index) => index !== detail.itemIndex))}
            limit={12}
            i18nStrings={{
              limitShowMore: t('requests:ui.showMore'),
              limitShowFewer: t('requests:ui.showFewer'),
            }}
          />
        )}
      </SpaceBetween>
    </FormField>
  );
}
