import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { deadlineDaysKeeping, MAX_MULTI_SHIFT_DATES } from '@careshift/contract';
import type { DeadlineDays } from '@careshift/contract';
import { epochDayOf, weekdayOfEpochDay } from '@careshift/domain/time/instant';

import {
  calendarLocale,
  useDateRangeStrings,
  useTokenLimitStrings,
} from '../../../components/cloudscape-strings';
import { currentLanguage } from '../../../i18n';
import { addDates, datesInRange, WEEKDAYS } from '../multi-dates';
import { isCompleteDay } from '../wall-clock-draft';

import { DayPicker, localDay } from './pickers';

interface MultiDatesFieldProps {
  value: string[];
  onChange: (dates: string[]) => void;
  /** The first day allowed: today plus the deadline days (YYYY-MM-DD). */
  earliest: string;
  /** The claim deadline in days before the start, which sets the first day (said when a day is left out). */
  deadlineDays: number;
  /** The clock the first day is measured from. */
  now: Date;
  /** Switches to a shorter claim deadline and adds the dates the current one left out. */
  onKeepAll: (days: DeadlineDays, dates: string[]) => void;
  errorText?: string;
}

function displayDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The dates of a multi-create (up to 500, none before today + deadline days): add one day, or a
 * range on chosen weekdays; the chosen days are tokens that can be removed one by one or all at once.
 */
export function MultiDatesField({
  value,
  onChange,
  earliest,
  deadlineDays,
  now,
  onKeepAll,
  errorText,
}: MultiDatesFieldProps) {
  const { t } = useTranslation('shiftForm');
  const rangeStrings = useDateRangeStrings(t('multi.dateRange'));
  const tokenLimit = useTokenLimitStrings();
  const language = currentLanguage();
  const [single, setSingle] = useState('');
  const [range, setRange] = useState<DateRangePickerProps.AbsoluteValue | null>(null);
  const [weekdays, setWeekdays] = useState<Set<number>>(new Set(WEEKDAYS));
  const [notice, setNotice] = useState<string>();
  const [keep, setKeep] = useState<{ days: DeadlineDays; dates: string[] }>();
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(calendarLocale(language), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 1 + day)), // 2026-03-01 is a Sunday
    );

  const add = (dates: string[]) => {
    const result = addDates(value, dates, earliest);
    onChange(result.dates);
    const parts = [
      result.tooEarly
        ? t('multi.datesTooEarly', { count: result.tooEarly, date: displayDay(earliest), days: deadlineDays })
        : '',
      result.overLimit
        ? t('multi.datesOverLimit', { count: result.overLimit, max: MAX_MULTI_SHIFT_DATES })
        : '',
    ].filter(Boolean);
    setNotice(parts.length ? parts.join(' ') : undefined);
    const dropped = dates.filter((date) => date < earliest);
    const days = deadlineDaysKeeping([...value, ...dates], now, deadlineDays);
    setKeep(dropped.length && days !== undefined ? { days, dates: dropped } : undefined);
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
        {keep && (
          <Button
            formAction="none"
            onClick={() => {
              onKeepAll(keep.days, keep.dates);
              setKeep(undefined);
              setNotice(undefined);
            }}
          >
            {t('multi.keepAllDates', { days: keep.days })}
          </Button>
        )}
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField label={t('multi.oneDate')}>
            <DayPicker value={single} onChange={setSingle} minDay={earliest} />
          </FormField>
          <Button
            disabled={!isCompleteDay(single)}
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
              i18nStrings={rangeStrings}
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
              description: weekdayName(weekdayOfEpochDay(epochDayOf(date))),
              dismissLabel: t('multi.removeDate', { date: displayDay(date) }),
            }))}
            onDismiss={({ detail }) => onChange(value.filter((_, index) => index !== detail.itemIndex))}
            limit={12}
            i18nStrings={{
              limitShowMore: tokenLimit.showMore,
              limitShowFewer: tokenLimit.showFewer,
            }}
          />
        )}
      </SpaceBetween>
    </FormField>
  );
}
