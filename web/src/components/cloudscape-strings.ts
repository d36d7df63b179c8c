import type { DatePickerProps } from '@cloudscape-design/components/date-picker';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import type { PaginationProps } from '@cloudscape-design/components/pagination';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../app/shift-format';

/**
 * Cloudscape's built-in texts have no Greek: every label comes from the `ui` namespace (STYLE.md 9),
 * which the portal layout registers.
 */
export function usePaginationStrings(): PaginationProps.Labels {
  const { t } = useTranslation('ui');
  return {
    nextPageLabel: t('nextPage'),
    previousPageLabel: t('previousPage'),
    pageLabel: (pageNumber) => t('page', { page: pageNumber }),
    paginationLabel: t('pagination'),
  };
}

/** A date range picker's texts; `ariaLabel` names the field it fills. */
export function useDateRangeStrings(ariaLabel: string): DateRangePickerProps.I18nStrings {
  const { t } = useTranslation('ui');
  return {
    ariaLabel,
    cancelButtonLabel: t('cancel'),
    clearButtonLabel: t('clear'),
    applyButtonLabel: t('apply'),
    startDateLabel: t('startDate'),
    endDateLabel: t('endDate'),
    dateConstraintText: t('dateConstraint'),
    slashedDateConstraintText: t('dateConstraint'),
    isoDateConstraintText: t('isoDateConstraint'),
    errorIconAriaLabel: t('error'),
    renderSelectedAbsoluteRangeAriaLive: (start, end) =>
      t('selectedRange', { start: formatDate(`${start}T12:00:00Z`), end: formatDate(`${end}T12:00:00Z`) }),
    todayAriaLabel: t('today'),
    nextMonthAriaLabel: t('nextMonth'),
    previousMonthAriaLabel: t('previousMonth'),
    currentMonthAriaLabel: t('currentMonth'),
    slashedDatePlaceholder: t('datePlaceholder'),
    isoDatePlaceholder: t('isoDatePlaceholder'),
  };
}

/** The "show more / show fewer" texts of token groups and multiselects. */
export function useTokenLimitStrings() {
  const { t } = useTranslation('ui');
  return { showMore: t('showMore'), showFewer: t('showFewer') };
}

/** A multiselect token's remove button, named after its option ("Remove Midwife"). */
export function useDeselectLabel(): (option: { label?: string }) => string {
  const { t } = useTranslation('ui');
  return (option) => t('remove', { name: option.label ?? '' });
}

/** A date picker's calendar texts; its button names the field it fills ("Choose the date of …"). */
export function useDatePickerStrings(
  field: string,
): Pick<DatePickerProps, 'openCalendarAriaLabel' | 'i18nStrings'> {
  const { t } = useTranslation('ui');
  return {
    openCalendarAriaLabel: (selected) =>
      selected ? t('changeDateOf', { field, date: selected }) : t('chooseDateOf', { field }),
    i18nStrings: {
      todayAriaLabel: t('today'),
      nextMonthAriaLabel: t('nextMonth'),
      previousMonthAriaLabel: t('previousMonth'),
    },
  };
}

/** Calendars and date fields in the interface language, weeks from Monday (Cyprus). */
export function calendarLocale(language: string): string {
  return language === 'el' ? 'el-GR' : 'en-GB';
}
