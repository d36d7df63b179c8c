import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import {
  TIMESHEET_FLAGS,
  TIMESHEET_STATUSES,
  type TimesheetFlag,
  type TimesheetStatus,
} from '@careshift/domain/attendance/vocabulary';

import { calendarLocale, useDatePickerStrings } from '../../../components/cloudscape-strings';
import { useClientOptions } from '../../../hooks/use-client-options';
import { currentLanguage } from '../../../i18n';

import type { TimesheetFilters } from './timesheet-filters';

interface FilterBarProps {
  filters: TimesheetFilters;
  admin: boolean;
  defaults: TimesheetFilters;
  onChange: (filters: TimesheetFilters) => void;
}

function choice(options: SelectProps.Option[], value: string): SelectProps.Option | null {
  return options.find((option) => option.value === value) ?? options[0] ?? null;
}

/** One select of the bar, labelled (a FormField names it for screen readers). */
function FilterSelect(props: {
  label: string;
  options: SelectProps.Option[];
  value: string;
  onChange: (value: string) => void;
  filtering?: boolean;
}) {
  return (
    <FormField label={props.label}>
      <Select
        options={props.options}
        selectedOption={choice(props.options, props.value)}
        onChange={({ detail }) => props.onChange(detail.selectedOption.value ?? '')}
        filteringType={props.filtering ? 'auto' : 'none'}
      />
    </FormField>
  );
}

/** The administrators' extra filters: a flag and an organisation. */
function QueueFilters({ filters, onChange }: Pick<FilterBarProps, 'filters' | 'onChange'>) {
  const { t } = useTranslation('timesheets');
  const clients = useClientOptions(true);
  const flagOptions = [
    { value: '', label: t('list.anyFlag') },
    ...TIMESHEET_FLAGS.map((flag) => ({ value: flag, label: t(`flags.${flag}`) })),
  ];
  const clientOptions = [
    { value: '', label: t('list.anyOrganisation') },
    ...(clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
  ];
  return (
    <>
      <FilterSelect
        label={t('list.flag')}
        options={flagOptions}
        value={filters.flag}
        onChange={(flag) => onChange({ ...filters, flag: flag as TimesheetFlag | '' })}
      />
      <FilterSelect
        label={t('list.organisation')}
        options={clientOptions}
        value={filters.clientId}
        onChange={(clientId) => onChange({ ...filters, clientId })}
        filtering
      />
    </>
  );
}

/** Status and day (and, for administrators, flag and organisation), with Clear filters. */
export function TimesheetFilterBar({ filters, admin, defaults, onChange }: FilterBarProps) {
  const { t } = useTranslation('timesheets');
  const dayStrings = useDatePickerStrings(t('list.day'));
  const statusOptions = [
    ...(admin ? [{ value: '', label: t('list.allStatuses') }] : []),
    ...TIMESHEET_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
  ];
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="end">
      <FilterSelect
        label={t('list.status')}
        options={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as TimesheetStatus | '' })}
      />
      <FormField label={t('list.day')}>
        <DatePicker
          {...dayStrings}
          value={filters.day}
          onChange={({ detail }) => onChange({ ...filters, day: detail.value })}
          locale={calendarLocale(currentLanguage())}
          placeholder={t('list.dayPlaceholder')}
          format="slashed"
          inputFormat="slashed"
          expandToViewport
        />
      </FormField>
      {admin && <QueueFilters filters={filters} onChange={onChange} />}
      <Button onClick={() => onChange(defaults)}>{t('list.clearFilters')}</Button>
    </SpaceBetween>
  );
}
