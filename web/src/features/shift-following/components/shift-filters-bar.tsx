import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

import { positionOption } from '../../../components/position-name';
import { shiftStatusKey } from '../../../components/shift-status-label';
import { useClientOptions } from '../../../hooks/use-client-options';
import { usePositionOptions } from '../../../hooks/use-position-options';
import type { PortalViewer } from '../../../hooks/use-viewer';
import { emptyShiftFilters, hasActiveFilters } from '../shift-filters';
import type { ShiftFilters } from '../shift-filters';

import { DateRangeFilter } from './date-range-filter';
import { MultiselectFilter } from './multiselect-filter';
import { PartnerFilter } from './partner-filter';

interface ShiftFiltersBarProps {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
  viewer: PortalViewer;
  /** Filters the route fixes (clientRequests, employeeRequests) are not offered. */
  hide?: { client?: boolean; partner?: boolean };
}

/**
 * The filters of the shift tables: status, client and partner (administrators), position and a
 * start-date range covering whole days (spec section 9). Every change goes to the URL.
 */
export function ShiftFiltersBar({ filters, onChange, viewer, hide = {} }: ShiftFiltersBarProps) {
  const { t, i18n } = useTranslation(['shifts', 'ui']);
  const admin = viewer.kind === 'administrator';
  const clients = useClientOptions(admin && !hide.client);
  const positions = usePositionOptions(viewer);
  const statusOptions = SHIFT_STATUSES.map((status) => ({
    value: status,
    label: t(shiftStatusKey(status, viewer.kind)),
  }));

  return (
    <SpaceBetween direction="horizontal" size="s">
      <MultiselectFilter
        label={t('filters.status')}
        placeholder={t('filters.anyStatus')}
        options={statusOptions}
        values={filters.statuses}
        onChange={(values) => onChange({ ...filters, statuses: values as ShiftStatus[] })}
      />
      {admin && !hide.client && (
        <MultiselectFilter
          label={t('filters.client')}
          placeholder={t('filters.anyClient')}
          findPlaceholder={t('filters.findClient')}
          options={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
          values={filters.clientIds}
          loaded={{
            pending: clients.isPending,
            failed: clients.isError,
            retry: () => void clients.refetch(),
          }}
          onChange={(clientIds) => onChange({ ...filters, clientIds })}
        />
      )}
      {admin && !hide.partner && <PartnerFilter filters={filters} onChange={onChange} />}
      <MultiselectFilter
        label={t('filters.position')}
        placeholder={t('filters.anyPosition')}
        findPlaceholder={t('filters.findPosition')}
        options={(positions.positions ?? []).map((position) => positionOption(position, i18n.language))}
        values={filters.positionIds}
        loaded={{ pending: positions.isPending, failed: positions.isError, retry: positions.refetch }}
        onChange={(positionIds) => onChange({ ...filters, positionIds })}
      />
      <DateRangeFilter filters={filters} onChange={onChange} />
      {hasActiveFilters(filters) && (
        <FormField label={'\u00a0'}>
          <Button iconName="close" onClick={() => onChange({ ...emptyShiftFilters(), sort: filters.sort })}>
            {t('filters.clear')}
          </Button>
        </FormField>
      )}
    </SpaceBetween>
  );
}
