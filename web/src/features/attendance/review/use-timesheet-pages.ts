import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { callOperation } from '../../../api/client';
import { timesheetKeys } from '../../../api/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

import type { TimesheetRow } from './timesheet-columns';
import { timesheetListQuery } from './timesheet-filters';
import type { TimesheetFilters } from './timesheet-filters';

const rows = (items: TimesheetView[]): TimesheetRow[] => items.map((item) => ({ ...item, id: item.shiftId }));

/**
 * The organisation's timesheets (timesheets-client, 10 a page) or the administrators' queue
 * (timesheets-queue, 20 a page, flagged first), by cursor.
 */
export function useTimesheetPages(filters: TimesheetFilters, clientId: string | undefined, admin: boolean) {
  const key = { admin, clientId, ...timesheetListQuery(filters, { admin }) };
  return useCursorPages<TimesheetRow>({
    queryKey: timesheetKeys.list(key),
    enabled: admin || Boolean(clientId),
    fetchPage: async (cursor, signal) => {
      const query = timesheetListQuery(filters, { admin, cursor });
      const page = admin
        ? await callOperation('timesheets-queue', { query }, { signal })
        : await callOperation('timesheets-client', { path: { clientId: clientId ?? '' }, query }, { signal });
      return { items: rows(page.items), cursor: page.cursor };
    },
  });
}
