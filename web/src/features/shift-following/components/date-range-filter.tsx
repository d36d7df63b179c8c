import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';

import { calendarLocale, useDateRangeStrings } from '../../../components/cloudscape-strings';
import { currentLanguage } from '../../../i18n';
import { isCalendarDay } from '../shift-filters';
import type { ShiftFilters } from '../shift-filters';

/** The start-date filter: whole days from–to (spec section 9), kept as YYYY-MM-DD. */
export function DateRangeFilter({
  filters,
  onChange,
}: {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
}) {
  const { t } = useTranslation('shifts');
  const strings = useDateRangeStrings(t('filters.dates'));
  const { from: _from, to: _to, ...withoutDates } = filters;
  return (
    <FormField label={t('filters.dates')}>
      <DateRangePicker
        value={
          filters.from || filters.to
            ? {
                type: 'absolute',
                startDate: filters.from ?? filters.to ?? '',
                endDate: filters.to ?? filters.from ?? '',
              }
            : null
        }
        onChange={({ detail }) => {
          const value = detail.value;
          const from = value?.type === 'absolute' ? value.startDate.slice(0, 10) : '';
          const to = value?.type === 'absolute' ? value.endDate.slice(0, 10) : '';
          onChange({
            ...withoutDates,
            ...(isCalendarDay(from) ? { from } : {}),
            ...(isCalendarDay(to) ? { to } : {}),
          });
        }}
        rangeSelectorMode="absolute-only"
        dateOnly
        absoluteFormat="long-localized"
        locale={calendarLocale(currentLanguage())}
        placeholder={t('filters.anyDate')}
        relativeOptions={[]}
        isValidRange={(range) =>
          range?.type === 'absolute' && range.startDate && range.endDate && range.startDate > range.endDate
            ? { valid: false, errorMessage: t('filters.rangeBackwards') }
            : { valid: true }
        }
        i18nStrings={strings}
      />
    </FormField>
  );
}
