import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import type { PaginationProps } from '@cloudscape-design/components/pagination';
import type { TFunction } from 'i18next';

import { formatDate } from './shift-format';

/** Cloudscape's built-in texts have no Greek: every label comes from the `requests` namespace (STYLE.md 9). */
type RequestsT = TFunction<'requests'>;

export function paginationStrings(t: RequestsT): PaginationProps.Labels {
  return {
    nextPageLabel: t('ui.nextPage'),
    previousPageLabel: t('ui.previousPage'),
    pageLabel: (pageNumber) => t('ui.page', { page: pageNumber }),
    paginationLabel: t('ui.pagination'),
  };
}

export function dateRangeStrings(t: RequestsT): DateRangePickerProps.I18nStrings {
  return {
    ariaLabel: t('filters.dates'),
    cancelButtonLabel: t('ui.cancel'),
    clearButtonLabel: t('ui.clear'),
    applyButtonLabel: t('ui.apply'),
    startDateLabel: t('ui.startDate'),
    endDateLabel: t('ui.endDate'),
    dateConstraintText: t('ui.dateConstraint'),
    slashedDateConstraintText: t('ui.dateConstraint'),
    isoDateConstraintText: t('ui.isoDateConstraint'),
    errorIconAriaLabel: t('ui.error'),
    renderSelectedAbsoluteRangeAriaLive: (start, end) =>
      t('ui.selectedRange', { start: formatDate(`${start}T12:00:00Z`), end: formatDate(`${end}T12:00:00Z`) }),
    todayAriaLabel: t('ui.today'),
    nextMonthAriaLabel: t('ui.nextMonth'),
    previousMonthAriaLabel: t('ui.previousMonth'),
    currentMonthAriaLabel: t('ui.currentMonth'),
    slashedDatePlaceholder: t('ui.datePlaceholder'),
    isoDatePlaceholder: t('ui.isoDatePlaceholder'),
  };
}

/** Calendars and date fields in the interface language, weeks from Monday (Cyprus). */
export function calendarLocale(language: string): string {
  return language === 'el' ? 'el-GR' : 'en-GB';
}
