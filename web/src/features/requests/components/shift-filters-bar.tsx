import Button from '@cloudscape-design/components/button';
import DateRangePicker from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import type { MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

import { currentLanguage } from '../../../i18n';
import { calendarLocale, dateRangeStrings } from '../cloudscape-strings';
import { hasActiveFilters, isCalendarDay } from '../shift-filters';
import type { ShiftFilters } from '../shift-filters';
import { useClientOptions, usePositionOptions } from '../use-shift-options';
import type { ShiftViewer } from '../use-viewer';

import { PartnerFilter } from './partner-filter';

interface ShiftFiltersBarProps {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
  viewer: ShiftViewer;
  /** Filters the route fixes (clientRequests, employeeRequests) are not offered. */
  hide?: { client?: boolean; partner?: boolean };
}

function selected(
  options: readonly MultiselectProps.Option[],
  values: readonly string[],
): MultiselectProps.Option[] {
  return values.map((value) => options.find((option) => option.value === value) ?? { value, label: value });
}

function valuesOf(options: readonly MultiselectProps.Option[]): string[] {
  return options.map((option) => option.value ?? '').filter((value) => value !== '');
}

/**
 * The filters of the shift tables: status, client and partner (administrators), position and a
 * start-date range covering whole days (spec section 9). Every change goes to the URL.
 */
export function ShiftFiltersBar({ filters, onChange, viewer, hide = {} }: ShiftFiltersBarProps) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const admin = viewer.kind === 'administrator';
  const clients = useClientOptions(admin && !hide.client);
  const positions = usePositionOptions(viewer);

  const statusOptions = SHIFT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));
  const clientOptions = (clients.data ?? []).map((client) => ({ value: client.id, label: client.name }));
  const positionOptions = (positions.positions ?? []).map((position) => ({
    value: position.id,
    label: position.name,
  }));
  const multiselectStrings = { tokenLimitShowMore: t('ui.showMore'), tokenLimitShowFewer: t('ui.showFewer') };
  const loadingProps = (pending: boolean, failed: boolean, retry: () => void) => ({
    statusType: failed ? ('error' as const) : pending ? ('loading' as const) : ('finished' as const),
    loadingText: t('filters.loading'),
    errorText: t('filters.loadFailed'),
    recoveryText: t('ui.retry'),
    onLoadItems: ({ detail }: { detail: { firstPage: boolean } }) => detail.firstPage && failed && retry(),
  });

  return (
    <SpaceBetween direction="horizontal" size="s">
      <FormField label={t('filters.status')}>
        <Multiselect
          selectedOptions={selected(statusOptions, filters.statuses)}
          options={statusOptions}
          placeholder={t('filters.anyStatus')}
          inlineTokens
          i18nStrings={multiselectStrings}
          deselectAriaLabel={(option) => t('ui.remove', { name: option.label ?? '' })}
          onChange={({ detail }) =>
            onChange({ ...filters, statuses: valuesOf(detail.selectedOptions) as ShiftStatus[] })
          }
        />
      </FormField>
      {admin && !hide.client && (
        <FormField label={t('filters.client')}>
          <Multiselect
            selectedOptions={selected(clientOptions, filters.clientIds)}
            options={clientOptions}
            placeholder={t('filters.anyClient')}
            inlineTokens
            filteringType="auto"
            filteringPlaceholder={t('filters.findClient')}
            empty={t('filters.noOptions')}
            i18nStrings={multiselectStrings}
            deselectAriaLabel={(option) => t('ui.remove', { name: option.label ?? '' })}
            {...loadingProps(clients.isPending, clients.isError, () => void clients.refetch())}
            onChange={({ detail }) => onChange({ ...filters, clientIds: valuesOf(detail.selectedOptions) })}
          />
        </FormField>
      )}
      {admin && !hide.partner && <PartnerFilter filters={filters} onChange={onChange} />}
      <FormField label={t('filters.position')}>
        <Multiselect
          selectedOptions={selected(positionOptions, filters.positionIds)}
          options={positionOptions}
          placeholder={t('filters.anyPosition')}
          inlineTokens
          filteringType="auto"
          filteringPlaceholder={t('filters.findPosition')}
          empty={t('filters.noOptions')}
          i18nStrings={multiselectStrings}
          deselectAriaLabel={(option) => t('ui.remove', { name: option.label ?? '' })}
          {...loadingProps(positions.isPending, positions.isError, positions.refetch)}
          onChange={({ detail }) => onChange({ ...filters, positionIds: valuesOf(detail.selectedOptions) })}
        />
      </FormField>
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
            const { from: _from, to: _to, ...rest } = filters;
            onChange({
              ...rest,
              ...(isCalendarDay(from) ? { from } : {}),
              ...(isCalendarDay(to) ? { to } : {}),
            });
          }}
          rangeSelectorMode="absolute-only"
          dateOnly
          absoluteFormat="long-localized"
          locale={calendarLocale(language)}
          placeholder={t('filters.anyDate')}
          relativeOptions={[]}
          isValidRange={(range) =>
            range?.type === 'absolute' && range.startDate && range.endDate && range.startDate > range.endDate
              ? { valid: false, errorMessage: t('filters.rangeBackwards') }
              : { valid: true }
          }
          i18nStrings={dateRangeStrings(t)}
        />
      </FormField>
      {hasActiveFilters(filters) && (
        <FormField label={'\u00a0'}>
          <Button
            iconName="close"
            onClick={() => onChange({ statuses: [], clientIds: [], positionIds: [], sort: filters.sort })}
          >
            {t('filters.clear')}
          </Button>
        </FormField>
      )}
    </SpaceBetween>
  );
}
